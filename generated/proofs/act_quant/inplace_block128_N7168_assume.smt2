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
 (and $x5930 (< by 56))))
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
 (and $x5930 (< by 56))))
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
 (and $x5930 (< by 56))))
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

; obligation 3: T.copy read x[bx * 32, by * 128] (32 x 128) | dim 1 upper: by * 128 + 128 <= 7168
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
 (and $x5930 (< by 56))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x6621 (* by 128)))
(let ((?x6659 (+ ?x6621 128)))
(let (($x5101 (<= ?x6659 7168)))
(not $x5101)))))
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
 (and $x5930 (< by 56))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x5225 (* (- (+ (* by 128) 128) 1) 1)))
(let (($x2312 (< (+ (+ 0 (* (- (+ (* bx 32) 32) 1) 7168)) ?x5225) 2147483648)))
(not $x2312))))
(check-sat)

; obligation 5: T.copy write x[bx * 32, by * 128] (32 x 128) | dim 0 lower: bx * 32 >= 0
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
 (and $x5930 (< by 56))))
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

; obligation 6: T.copy write x[bx * 32, by * 128] (32 x 128) | dim 0 upper: bx * 32 + 32 <= M
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
 (and $x5930 (< by 56))))
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

; obligation 7: T.copy write x[bx * 32, by * 128] (32 x 128) | dim 1 lower: by * 128 >= 0
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
 (and $x5930 (< by 56))))
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

; obligation 8: T.copy write x[bx * 32, by * 128] (32 x 128) | dim 1 upper: by * 128 + 128 <= 7168
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
 (and $x5930 (< by 56))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x6621 (* by 128)))
(let ((?x6659 (+ ?x6621 128)))
(let (($x5101 (<= ?x6659 7168)))
(not $x5101)))))
(check-sat)

; obligation 9: T.copy write x[bx * 32, by * 128] (32 x 128) | int32: largest linear offset < 2^31
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
 (and $x5930 (< by 56))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x5225 (* (- (+ (* by 128) 128) 1) 1)))
(let (($x2312 (< (+ (+ 0 (* (- (+ (* bx 32) 32) 1) 7168)) ?x5225) 2147483648)))
(not $x2312))))
(check-sat)
