; obligation 0: T.copy read x[bx * 32, by * 128] (32 x 128) | dim 0 lower: bx * 32 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 12))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x2649 (* bx 32)))
(let (($x1318 (>= ?x2649 0)))
(not $x1318))))
(check-sat)

; obligation 1: T.copy read x[bx * 32, by * 128] (32 x 128) | dim 0 upper: bx * 32 + 32 <= M
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 12))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x2649 (* bx 32)))
(let ((?x2934 (+ ?x2649 32)))
(let (($x6324 (<= ?x2934 M)))
(not $x6324)))))
(check-sat)

; obligation 2: T.copy read x[bx * 32, by * 128] (32 x 128) | dim 1 lower: by * 128 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 12))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x6621 (* by 128)))
(let (($x3535 (>= ?x6621 0)))
(not $x3535))))
(check-sat)

; obligation 3: T.copy read x[bx * 32, by * 128] (32 x 128) | dim 1 upper: by * 128 + 128 <= 1536
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 12))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x6621 (* by 128)))
(let ((?x6659 (+ ?x6621 128)))
(let (($x5856 (<= ?x6659 1536)))
(not $x5856)))))
(check-sat)

; obligation 4: T.copy read x[bx * 32, by * 128] (32 x 128) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 12))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x5225 (* (- (+ (* by 128) 128) 1) 1)))
(let (($x2508 (< (+ (+ 0 (* (- (+ (* bx 32) 32) 1) 1536)) ?x5225) 2147483648)))
(not $x2508))))
(check-sat)

; obligation 5: store s[bx * 32 + i, by * 2 + g] | dim 0 lower: bx * 32 + i >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 12))))
(assert
 (let (($x2979 (>= i 0)))
 (and $x2979 (< i 32))))
(assert
 (let (($x920 (>= g 0)))
 (and $x920 (< g 2))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x2649 (* bx 32)))
(let ((?x5516 (+ ?x2649 i)))
(let (($x2367 (>= ?x5516 0)))
(not $x2367)))))
(check-sat)

; obligation 6: store s[bx * 32 + i, by * 2 + g] | dim 0 upper: bx * 32 + i + 1 <= M
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 12))))
(assert
 (let (($x2979 (>= i 0)))
 (and $x2979 (< i 32))))
(assert
 (let (($x920 (>= g 0)))
 (and $x920 (< g 2))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x2649 (* bx 32)))
(let ((?x5516 (+ ?x2649 i)))
(let ((?x194 (+ ?x5516 1)))
(let (($x745 (<= ?x194 M)))
(not $x745))))))
(check-sat)

; obligation 7: store s[bx * 32 + i, by * 2 + g] | dim 1 lower: by * 2 + g >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 12))))
(assert
 (let (($x2979 (>= i 0)))
 (and $x2979 (< i 32))))
(assert
 (let (($x920 (>= g 0)))
 (and $x920 (< g 2))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x1987 (+ (* by 2) g)))
(let (($x243 (>= ?x1987 0)))
(not $x243))))
(check-sat)

; obligation 8: store s[bx * 32 + i, by * 2 + g] | dim 1 upper: by * 2 + g + 1 <= 24
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 12))))
(assert
 (let (($x2979 (>= i 0)))
 (and $x2979 (< i 32))))
(assert
 (let (($x920 (>= g 0)))
 (and $x920 (< g 2))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x1987 (+ (* by 2) g)))
(let ((?x6689 (+ ?x1987 1)))
(let (($x1351 (<= ?x6689 24)))
(not $x1351)))))
(check-sat)

; obligation 9: store s[bx * 32 + i, by * 2 + g] | int32: largest linear offset < 2^31
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 12))))
(assert
 (let (($x2979 (>= i 0)))
 (and $x2979 (< i 32))))
(assert
 (let (($x920 (>= g 0)))
 (and $x920 (< g 2))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x4436 (* (- (+ (+ (* by 2) g) 1) 1) 1)))
(let ((?x3967 (+ 0 (* (- (+ (+ (* bx 32) i) 1) 1) 24))))
(let (($x4512 (< (+ ?x3967 ?x4436) 2147483648)))
(not $x4512)))))
(check-sat)

; obligation 10: T.copy write y[bx * 32, by * 128] (32 x 128) | dim 0 lower: bx * 32 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 12))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x2649 (* bx 32)))
(let (($x1318 (>= ?x2649 0)))
(not $x1318))))
(check-sat)

; obligation 11: T.copy write y[bx * 32, by * 128] (32 x 128) | dim 0 upper: bx * 32 + 32 <= M
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 12))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x2649 (* bx 32)))
(let ((?x2934 (+ ?x2649 32)))
(let (($x6324 (<= ?x2934 M)))
(not $x6324)))))
(check-sat)

; obligation 12: T.copy write y[bx * 32, by * 128] (32 x 128) | dim 1 lower: by * 128 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 12))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x6621 (* by 128)))
(let (($x3535 (>= ?x6621 0)))
(not $x3535))))
(check-sat)

; obligation 13: T.copy write y[bx * 32, by * 128] (32 x 128) | dim 1 upper: by * 128 + 128 <= 1536
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 12))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x6621 (* by 128)))
(let ((?x6659 (+ ?x6621 128)))
(let (($x5856 (<= ?x6659 1536)))
(not $x5856)))))
(check-sat)

; obligation 14: T.copy write y[bx * 32, by * 128] (32 x 128) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 12))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x5225 (* (- (+ (* by 128) 128) 1) 1)))
(let (($x2508 (< (+ (+ 0 (* (- (+ (* bx 32) 32) 1) 1536)) ?x5225) 2147483648)))
(not $x2508))))
(check-sat)
