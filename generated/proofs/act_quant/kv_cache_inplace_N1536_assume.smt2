; obligation 0: T.copy read x[bx * 8, by * 128] (8 x 128) | dim 0 lower: bx * 8 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 12))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3811 (* bx 8)))
(let (($x4935 (>= ?x3811 0)))
(not $x4935))))
(check-sat)

; obligation 1: T.copy read x[bx * 8, by * 128] (8 x 128) | dim 0 upper: bx * 8 + 8 <= M
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 12))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3811 (* bx 8)))
(let ((?x6719 (+ ?x3811 8)))
(let (($x738 (<= ?x6719 M)))
(not $x738)))))
(check-sat)

; obligation 2: T.copy read x[bx * 8, by * 128] (8 x 128) | dim 1 lower: by * 128 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 12))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2425 (* by 128)))
(let (($x5800 (>= ?x2425 0)))
(not $x5800))))
(check-sat)

; obligation 3: T.copy read x[bx * 8, by * 128] (8 x 128) | dim 1 upper: by * 128 + 128 <= 1536
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 12))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2425 (* by 128)))
(let ((?x2925 (+ ?x2425 128)))
(let (($x1673 (<= ?x2925 1536)))
(not $x1673)))))
(check-sat)

; obligation 4: T.copy read x[bx * 8, by * 128] (8 x 128) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 12))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x165 (* (- (+ (* by 128) 128) 1) 1)))
(let ((?x5699 (+ 0 (* (- (+ (* bx 8) 8) 1) 1536))))
(let (($x3038 (< (+ ?x5699 ?x165) 2147483648)))
(not $x3038)))))
(check-sat)

; obligation 5: T.copy write x[bx * 8, by * 128] (8 x 128) | dim 0 lower: bx * 8 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 12))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3811 (* bx 8)))
(let (($x4935 (>= ?x3811 0)))
(not $x4935))))
(check-sat)

; obligation 6: T.copy write x[bx * 8, by * 128] (8 x 128) | dim 0 upper: bx * 8 + 8 <= M
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 12))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3811 (* bx 8)))
(let ((?x6719 (+ ?x3811 8)))
(let (($x738 (<= ?x6719 M)))
(not $x738)))))
(check-sat)

; obligation 7: T.copy write x[bx * 8, by * 128] (8 x 128) | dim 1 lower: by * 128 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 12))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2425 (* by 128)))
(let (($x5800 (>= ?x2425 0)))
(not $x5800))))
(check-sat)

; obligation 8: T.copy write x[bx * 8, by * 128] (8 x 128) | dim 1 upper: by * 128 + 128 <= 1536
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 12))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2425 (* by 128)))
(let ((?x2925 (+ ?x2425 128)))
(let (($x1673 (<= ?x2925 1536)))
(not $x1673)))))
(check-sat)

; obligation 9: T.copy write x[bx * 8, by * 128] (8 x 128) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 12))))
(assert
 (= (mod M 8) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x165 (* (- (+ (* by 128) 128) 1) 1)))
(let ((?x5699 (+ 0 (* (- (+ (* bx 8) 8) 1) 1536))))
(let (($x3038 (< (+ ?x5699 ?x165) 2147483648)))
(not $x3038)))))
(check-sat)
