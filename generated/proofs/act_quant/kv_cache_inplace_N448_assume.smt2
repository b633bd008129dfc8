; obligation 0: T.copy read x[bx * 8, by * 64] (8 x 64) | dim 0 lower: bx * 8 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 7))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x2933 (* bx 8)))
(let (($x2343 (>= ?x2933 0)))
(not $x2343))))
(check-sat)

; obligation 1: T.copy read x[bx * 8, by * 64] (8 x 64) | dim 0 upper: bx * 8 + 8 <= M
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 7))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x2933 (* bx 8)))
(let ((?x3494 (+ ?x2933 8)))
(let (($x5783 (<= ?x3494 M)))
(not $x5783)))))
(check-sat)

; obligation 2: T.copy read x[bx * 8, by * 64] (8 x 64) | dim 1 lower: by * 64 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 7))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x2888 (* by 64)))
(let (($x4852 (>= ?x2888 0)))
(not $x4852))))
(check-sat)

; obligation 3: T.copy read x[bx * 8, by * 64] (8 x 64) | dim 1 upper: by * 64 + 64 <= 448
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 7))))
(assert
 (= (mod M 8) 0))
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

; obligation 4: T.copy read x[bx * 8, by * 64] (8 x 64) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 7))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x6198 (* (- (+ (* by 64) 64) 1) 1)))
(let (($x162 (< (+ (+ 0 (* (- (+ (* bx 8) 8) 1) 448)) ?x6198) 2147483648)))
(not $x162))))
(check-sat)

; obligation 5: T.copy write x[bx * 8, by * 64] (8 x 64) | dim 0 lower: bx * 8 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 7))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x2933 (* bx 8)))
(let (($x2343 (>= ?x2933 0)))
(not $x2343))))
(check-sat)

; obligation 6: T.copy write x[bx * 8, by * 64] (8 x 64) | dim 0 upper: bx * 8 + 8 <= M
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 7))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x2933 (* bx 8)))
(let ((?x3494 (+ ?x2933 8)))
(let (($x5783 (<= ?x3494 M)))
(not $x5783)))))
(check-sat)

; obligation 7: T.copy write x[bx * 8, by * 64] (8 x 64) | dim 1 lower: by * 64 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 7))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x2888 (* by 64)))
(let (($x4852 (>= ?x2888 0)))
(not $x4852))))
(check-sat)

; obligation 8: T.copy write x[bx * 8, by * 64] (8 x 64) | dim 1 upper: by * 64 + 64 <= 448
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 7))))
(assert
 (= (mod M 8) 0))
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

; obligation 9: T.copy write x[bx * 8, by * 64] (8 x 64) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 7))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x6198 (* (- (+ (* by 64) 64) 1) 1)))
(let (($x162 (< (+ (+ 0 (* (- (+ (* bx 8) 8) 1) 448)) ?x6198) 2147483648)))
(not $x162))))
(check-sat)
