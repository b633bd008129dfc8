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
 (and $x4792 (< by 28))))
(assert
 (= (mod M 8) 0))
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
 (and $x4792 (< by 28))))
(assert
 (= (mod M 8) 0))
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
 (and $x4792 (< by 28))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x4724 (* by 256)))
(let (($x4477 (>= ?x4724 0)))
(not $x4477))))
(check-sat)

; obligation 3: T.copy read x[bx * 8, by * 256] (8 x 256) | dim 1 upper: by * 256 + 256 <= 7168
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
 (and $x4792 (< by 28))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x4724 (* by 256)))
(let ((?x2242 (+ ?x4724 256)))
(let (($x795 (<= ?x2242 7168)))
(not $x795)))))
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
 (and $x4792 (< by 28))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x2453 (* (- (+ (* by 256) 256) 1) 1)))
(let (($x3061 (< (+ (+ 0 (* (- (+ (* bx 8) 8) 1) 7168)) ?x2453) 2147483648)))
(not $x3061))))
(check-sat)

; obligation 5: T.copy write x[bx * 8, by * 256] (8 x 256) | dim 0 lower: bx * 8 >= 0
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
 (and $x4792 (< by 28))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x1176 (* bx 8)))
(let (($x1299 (>= ?x1176 0)))
(not $x1299))))
(check-sat)

; obligation 6: T.copy write x[bx * 8, by * 256] (8 x 256) | dim 0 upper: bx * 8 + 8 <= M
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
 (and $x4792 (< by 28))))
(assert
 (= (mod M 8) 0))
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

; obligation 7: T.copy write x[bx * 8, by * 256] (8 x 256) | dim 1 lower: by * 256 >= 0
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
 (and $x4792 (< by 28))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x4724 (* by 256)))
(let (($x4477 (>= ?x4724 0)))
(not $x4477))))
(check-sat)

; obligation 8: T.copy write x[bx * 8, by * 256] (8 x 256) | dim 1 upper: by * 256 + 256 <= 7168
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
 (and $x4792 (< by 28))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x4724 (* by 256)))
(let ((?x2242 (+ ?x4724 256)))
(let (($x795 (<= ?x2242 7168)))
(not $x795)))))
(check-sat)

; obligation 9: T.copy write x[bx * 8, by * 256] (8 x 256) | int32: largest linear offset < 2^31
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
 (and $x4792 (< by 28))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x2453 (* (- (+ (* by 256) 256) 1) 1)))
(let (($x3061 (< (+ (+ 0 (* (- (+ (* bx 8) 8) 1) 7168)) ?x2453) 2147483648)))
(not $x3061))))
(check-sat)
