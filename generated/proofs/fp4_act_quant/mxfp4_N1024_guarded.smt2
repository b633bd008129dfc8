; obligation 0: T.copy read x[bx * 8, by * 256] (8 x 256) | dim 0 lower: bx * 8 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 4))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x1176 (* bx 8)))
(let (($x1299 (>= ?x1176 0)))
(not $x1299))))
(check-sat)

; obligation 1: T.copy read x[bx * 8, by * 256] (8 x 256) | dim 0 upper: bx * 8 + 8 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 4))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x1176 (* bx 8)))
(let ((?x3551 (+ ?x1176 8)))
(let (($x741 (<= ?x3551 M)))
(not $x741)))))
(check-sat)

; obligation 2: T.copy read x[bx * 8, by * 256] (8 x 256) | dim 1 lower: by * 256 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 4))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x4724 (* by 256)))
(let (($x4477 (>= ?x4724 0)))
(not $x4477))))
(check-sat)

; obligation 3: T.copy read x[bx * 8, by * 256] (8 x 256) | dim 1 upper: by * 256 + 256 <= 1024
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 4))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x4724 (* by 256)))
(let ((?x2242 (+ ?x4724 256)))
(let (($x2058 (<= ?x2242 1024)))
(not $x2058)))))
(check-sat)

; obligation 4: T.copy read x[bx * 8, by * 256] (8 x 256) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 4))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x2453 (* (- (+ (* by 256) 256) 1) 1)))
(let (($x5500 (< (+ (+ 0 (* (- (+ (* bx 8) 8) 1) 1024)) ?x2453) 2147483648)))
(not $x5500))))
(check-sat)

; obligation 5: store s[bx * 8 + i, by * 8 + g] | dim 0 lower: bx * 8 + i >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 4))))
(assert
 (let (($x704 (>= i 0)))
 (and $x704 (< i 8))))
(assert
 (let (($x3944 (>= g 0)))
 (and $x3944 (< g 8))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x1176 (* bx 8)))
(let ((?x3054 (+ ?x1176 i)))
(let (($x1680 (>= ?x3054 0)))
(not $x1680)))))
(check-sat)

; obligation 6: store s[bx * 8 + i, by * 8 + g] | dim 0 upper: bx * 8 + i + 1 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 4))))
(assert
 (let (($x704 (>= i 0)))
 (and $x704 (< i 8))))
(assert
 (let (($x3944 (>= g 0)))
 (and $x3944 (< g 8))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x1176 (* bx 8)))
(let ((?x3054 (+ ?x1176 i)))
(let ((?x5416 (+ ?x3054 1)))
(let (($x1734 (<= ?x5416 M)))
(not $x1734))))))
(check-sat)

; obligation 7: store s[bx * 8 + i, by * 8 + g] | dim 1 lower: by * 8 + g >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 4))))
(assert
 (let (($x704 (>= i 0)))
 (and $x704 (< i 8))))
(assert
 (let (($x3944 (>= g 0)))
 (and $x3944 (< g 8))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x1551 (+ (* by 8) g)))
(let (($x4227 (>= ?x1551 0)))
(not $x4227))))
(check-sat)

; obligation 8: store s[bx * 8 + i, by * 8 + g] | dim 1 upper: by * 8 + g + 1 <= 32
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 4))))
(assert
 (let (($x704 (>= i 0)))
 (and $x704 (< i 8))))
(assert
 (let (($x3944 (>= g 0)))
 (and $x3944 (< g 8))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x1551 (+ (* by 8) g)))
(let ((?x5052 (+ ?x1551 1)))
(let (($x3282 (<= ?x5052 32)))
(not $x3282)))))
(check-sat)

; obligation 9: store s[bx * 8 + i, by * 8 + g] | int32: largest linear offset < 2^31
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 4))))
(assert
 (let (($x704 (>= i 0)))
 (and $x704 (< i 8))))
(assert
 (let (($x3944 (>= g 0)))
 (and $x3944 (< g 8))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x6554 (* (- (+ (+ (* by 8) g) 1) 1) 1)))
(let ((?x2284 (+ (+ 0 (* (- (+ (+ (* bx 8) i) 1) 1) 32)) ?x6554)))
(let (($x3107 (< ?x2284 2147483648)))
(not $x3107)))))
(check-sat)

; obligation 10: T.copy write y[bx * 8, by * 256] (8 x 256) | dim 0 lower: bx * 8 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 4))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x1176 (* bx 8)))
(let (($x1299 (>= ?x1176 0)))
(not $x1299))))
(check-sat)

; obligation 11: T.copy write y[bx * 8, by * 256] (8 x 256) | dim 0 upper: bx * 8 + 8 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 4))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x1176 (* bx 8)))
(let ((?x3551 (+ ?x1176 8)))
(let (($x741 (<= ?x3551 M)))
(not $x741)))))
(check-sat)

; obligation 12: T.copy write y[bx * 8, by * 256] (8 x 256) | dim 1 lower: by * 256 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 4))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x4724 (* by 256)))
(let (($x4477 (>= ?x4724 0)))
(not $x4477))))
(check-sat)

; obligation 13: T.copy write y[bx * 8, by * 256] (8 x 256) | dim 1 upper: by * 256 + 256 <= 1024
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 4))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x4724 (* by 256)))
(let ((?x2242 (+ ?x4724 256)))
(let (($x2058 (<= ?x2242 1024)))
(not $x2058)))))
(check-sat)

; obligation 14: T.copy write y[bx * 8, by * 256] (8 x 256) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 4))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x2453 (* (- (+ (* by 256) 256) 1) 1)))
(let (($x5500 (< (+ (+ 0 (* (- (+ (* bx 8) 8) 1) 1024)) ?x2453) 2147483648)))
(not $x5500))))
(check-sat)
