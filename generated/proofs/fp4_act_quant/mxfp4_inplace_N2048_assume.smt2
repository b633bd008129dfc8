; obligation 0: T.copy read x[bx * 4, by * 128] (4 x 128) | dim 0 lower: bx * 4 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 16))))
(assert
 (= (mod M 4) 0))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x1176 (* bx 4)))
(let (($x1299 (>= ?x1176 0)))
(not $x1299))))
(check-sat)

; obligation 1: T.copy read x[bx * 4, by * 128] (4 x 128) | dim 0 upper: bx * 4 + 4 <= M
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 16))))
(assert
 (= (mod M 4) 0))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x1176 (* bx 4)))
(let ((?x3551 (+ ?x1176 4)))
(let (($x741 (<= ?x3551 M)))
(not $x741)))))
(check-sat)

; obligation 2: T.copy read x[bx * 4, by * 128] (4 x 128) | dim 1 lower: by * 128 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 16))))
(assert
 (= (mod M 4) 0))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x6337 (* by 128)))
(let (($x2634 (>= ?x6337 0)))
(not $x2634))))
(check-sat)

; obligation 3: T.copy read x[bx * 4, by * 128] (4 x 128) | dim 1 upper: by * 128 + 128 <= 2048
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 16))))
(assert
 (= (mod M 4) 0))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x6337 (* by 128)))
(let ((?x1580 (+ ?x6337 128)))
(let (($x1758 (<= ?x1580 2048)))
(not $x1758)))))
(check-sat)

; obligation 4: T.copy read x[bx * 4, by * 128] (4 x 128) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 16))))
(assert
 (= (mod M 4) 0))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x345 (* (- (+ (* by 128) 128) 1) 1)))
(let ((?x5436 (+ 0 (* (- (+ (* bx 4) 4) 1) 2048))))
(let (($x4766 (< (+ ?x5436 ?x345) 2147483648)))
(not $x4766)))))
(check-sat)

; obligation 5: T.copy write x[bx * 4, by * 128] (4 x 128) | dim 0 lower: bx * 4 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 16))))
(assert
 (= (mod M 4) 0))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x1176 (* bx 4)))
(let (($x1299 (>= ?x1176 0)))
(not $x1299))))
(check-sat)

; obligation 6: T.copy write x[bx * 4, by * 128] (4 x 128) | dim 0 upper: bx * 4 + 4 <= M
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 16))))
(assert
 (= (mod M 4) 0))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x1176 (* bx 4)))
(let ((?x3551 (+ ?x1176 4)))
(let (($x741 (<= ?x3551 M)))
(not $x741)))))
(check-sat)

; obligation 7: T.copy write x[bx * 4, by * 128] (4 x 128) | dim 1 lower: by * 128 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 16))))
(assert
 (= (mod M 4) 0))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x6337 (* by 128)))
(let (($x2634 (>= ?x6337 0)))
(not $x2634))))
(check-sat)

; obligation 8: T.copy write x[bx * 4, by * 128] (4 x 128) | dim 1 upper: by * 128 + 128 <= 2048
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 16))))
(assert
 (= (mod M 4) 0))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x6337 (* by 128)))
(let ((?x1580 (+ ?x6337 128)))
(let (($x1758 (<= ?x1580 2048)))
(not $x1758)))))
(check-sat)

; obligation 9: T.copy write x[bx * 4, by * 128] (4 x 128) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 16))))
(assert
 (= (mod M 4) 0))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x345 (* (- (+ (* by 128) 128) 1) 1)))
(let ((?x5436 (+ 0 (* (- (+ (* bx 4) 4) 1) 2048))))
(let (($x4766 (< (+ ?x5436 ?x345) 2147483648)))
(not $x4766)))))
(check-sat)
