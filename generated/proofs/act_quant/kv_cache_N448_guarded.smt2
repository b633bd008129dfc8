; obligation 0: T.copy read x[bx * 32, by * 64] (32 x 64) | dim 0 lower: bx * 32 >= 0
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
 (and $x5930 (< by 7))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x2649 (* bx 32)))
(let (($x1318 (>= ?x2649 0)))
(not $x1318))))
(check-sat)

; obligation 1: T.copy read x[bx * 32, by * 64] (32 x 64) | dim 0 upper: bx * 32 + 32 <= M
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
 (and $x5930 (< by 7))))
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

; obligation 2: T.copy read x[bx * 32, by * 64] (32 x 64) | dim 1 lower: by * 64 >= 0
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
 (and $x5930 (< by 7))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x2888 (* by 64)))
(let (($x4852 (>= ?x2888 0)))
(not $x4852))))
(check-sat)

; obligation 3: T.copy read x[bx * 32, by * 64] (32 x 64) | dim 1 upper: by * 64 + 64 <= 448
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
 (and $x5930 (< by 7))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x2888 (* by 64)))
(let ((?x4327 (+ ?x2888 64)))
(let (($x4085 (<= ?x4327 448)))
(not $x4085)))))
(check-sat)

; obligation 4: T.copy read x[bx * 32, by * 64] (32 x 64) | int32: largest linear offset < 2^31
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
 (and $x5930 (< by 7))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x6198 (* (- (+ (* by 64) 64) 1) 1)))
(let (($x6813 (< (+ (+ 0 (* (- (+ (* bx 32) 32) 1) 448)) ?x6198) 2147483648)))
(not $x6813))))
(check-sat)

; obligation 5: store s[bx * 32 + i, by + g] | dim 0 lower: bx * 32 + i >= 0
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
 (and $x5930 (< by 7))))
(assert
 (let (($x2979 (>= i 0)))
 (and $x2979 (< i 32))))
(assert
 (let (($x920 (>= g 0)))
 (and $x920 (< g 1))))
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

; obligation 6: store s[bx * 32 + i, by + g] | dim 0 upper: bx * 32 + i + 1 <= M
; expect sat
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
 (and $x5930 (< by 7))))
(assert
 (let (($x2979 (>= i 0)))
 (and $x2979 (< i 32))))
(assert
 (let (($x920 (>= g 0)))
 (and $x920 (< g 1))))
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

; obligation 7: store s[bx * 32 + i, by + g] | dim 1 lower: by + g >= 0
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
 (and $x5930 (< by 7))))
(assert
 (let (($x2979 (>= i 0)))
 (and $x2979 (< i 32))))
(assert
 (let (($x920 (>= g 0)))
 (and $x920 (< g 1))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x6511 (+ by g)))
(let (($x846 (>= ?x6511 0)))
(not $x846))))
(check-sat)

; obligation 8: store s[bx * 32 + i, by + g] | dim 1 upper: by + g + 1 <= 7
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
 (and $x5930 (< by 7))))
(assert
 (let (($x2979 (>= i 0)))
 (and $x2979 (< i 32))))
(assert
 (let (($x920 (>= g 0)))
 (and $x920 (< g 1))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x6511 (+ by g)))
(let ((?x6513 (+ ?x6511 1)))
(let (($x4106 (<= ?x6513 7)))
(not $x4106)))))
(check-sat)

; obligation 9: store s[bx * 32 + i, by + g] | int32: largest linear offset < 2^31
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
 (and $x5930 (< by 7))))
(assert
 (let (($x2979 (>= i 0)))
 (and $x2979 (< i 32))))
(assert
 (let (($x920 (>= g 0)))
 (and $x920 (< g 1))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x5777 (* (- (+ (+ by g) 1) 1) 1)))
(let ((?x3883 (+ (+ 0 (* (- (+ (+ (* bx 32) i) 1) 1) 7)) ?x5777)))
(let (($x36 (< ?x3883 2147483648)))
(not $x36)))))
(check-sat)

; obligation 10: T.copy write y[bx * 32, by * 64] (32 x 64) | dim 0 lower: bx * 32 >= 0
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
 (and $x5930 (< by 7))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x2649 (* bx 32)))
(let (($x1318 (>= ?x2649 0)))
(not $x1318))))
(check-sat)

; obligation 11: T.copy write y[bx * 32, by * 64] (32 x 64) | dim 0 upper: bx * 32 + 32 <= M
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
 (and $x5930 (< by 7))))
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

; obligation 12: T.copy write y[bx * 32, by * 64] (32 x 64) | dim 1 lower: by * 64 >= 0
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
 (and $x5930 (< by 7))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x2888 (* by 64)))
(let (($x4852 (>= ?x2888 0)))
(not $x4852))))
(check-sat)

; obligation 13: T.copy write y[bx * 32, by * 64] (32 x 64) | dim 1 upper: by * 64 + 64 <= 448
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
 (and $x5930 (< by 7))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x2888 (* by 64)))
(let ((?x4327 (+ ?x2888 64)))
(let (($x4085 (<= ?x4327 448)))
(not $x4085)))))
(check-sat)

; obligation 14: T.copy write y[bx * 32, by * 64] (32 x 64) | int32: largest linear offset < 2^31
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
 (and $x5930 (< by 7))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x6198 (* (- (+ (* by 64) 64) 1) 1)))
(let (($x6813 (< (+ (+ 0 (* (- (+ (* bx 32) 32) 1) 448)) ?x6198) 2147483648)))
(not $x6813))))
(check-sat)
