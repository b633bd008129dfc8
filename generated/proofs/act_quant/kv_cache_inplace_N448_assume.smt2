; obligation 0: T.copy read x[bx * 8, by * 64] (8 x 64) | dim 0 lower: bx * 8 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 7))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x6485 (* bx 8)))
(let (($x5576 (>= ?x6485 0)))
(not $x5576))))
(check-sat)

; obligation 1: T.copy read x[bx * 8, by * 64] (8 x 64) | dim 0 upper: bx * 8 + 8 <= M
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 7))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x6485 (* bx 8)))
(let ((?x3470 (+ ?x6485 8)))
(let (($x3619 (<= ?x3470 M)))
(not $x3619)))))
(check-sat)

; obligation 2: T.copy read x[bx * 8, by * 64] (8 x 64) | dim 1 lower: by * 64 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 7))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x4599 (* by 64)))
(let (($x4447 (>= ?x4599 0)))
(not $x4447))))
(check-sat)

; obligation 3: T.copy read x[bx * 8, by * 64] (8 x 64) | dim 1 upper: by * 64 + 64 <= 448
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 7))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x4599 (* by 64)))
(let ((?x5973 (+ ?x4599 64)))
(let (($x1240 (<= ?x5973 448)))
(not $x1240)))))
(check-sat)

; obligation 4: T.copy read x[bx * 8, by * 64] (8 x 64) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 7))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x3905 (* (- (+ (* by 64) 64) 1) 1)))
(let (($x5922 (< (+ (+ 0 (* (- (+ (* bx 8) 8) 1) 448)) ?x3905) 2147483648)))
(not $x5922))))
(check-sat)

; obligation 5: T.copy write x[bx * 8, by * 64] (8 x 64) | dim 0 lower: bx * 8 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 7))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x6485 (* bx 8)))
(let (($x5576 (>= ?x6485 0)))
(not $x5576))))
(check-sat)

; obligation 6: T.copy write x[bx * 8, by * 64] (8 x 64) | dim 0 upper: bx * 8 + 8 <= M
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 7))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x6485 (* bx 8)))
(let ((?x3470 (+ ?x6485 8)))
(let (($x3619 (<= ?x3470 M)))
(not $x3619)))))
(check-sat)

; obligation 7: T.copy write x[bx * 8, by * 64] (8 x 64) | dim 1 lower: by * 64 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 7))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x4599 (* by 64)))
(let (($x4447 (>= ?x4599 0)))
(not $x4447))))
(check-sat)

; obligation 8: T.copy write x[bx * 8, by * 64] (8 x 64) | dim 1 upper: by * 64 + 64 <= 448
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 7))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x4599 (* by 64)))
(let ((?x5973 (+ ?x4599 64)))
(let (($x1240 (<= ?x5973 448)))
(not $x1240)))))
(check-sat)

; obligation 9: T.copy write x[bx * 8, by * 64] (8 x 64) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 7))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x3905 (* (- (+ (* by 64) 64) 1) 1)))
(let (($x5922 (< (+ (+ 0 (* (- (+ (* bx 8) 8) 1) 448)) ?x3905) 2147483648)))
(not $x5922))))
(check-sat)
