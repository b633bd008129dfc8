; obligation 0: T.copy read x[bx * 8, by * 64] (8 x 64) | dim 0 lower: bx * 8 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x850 (* bx 8)))
(let (($x2134 (>= ?x850 0)))
(not $x2134))))
(check-sat)

; obligation 1: T.copy read x[bx * 8, by * 64] (8 x 64) | dim 0 upper: bx * 8 + 8 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x850 (* bx 8)))
(let ((?x1714 (+ ?x850 8)))
(let (($x5636 (<= ?x1714 M)))
(not $x5636)))))
(check-sat)

; obligation 2: T.copy read x[bx * 8, by * 64] (8 x 64) | dim 1 lower: by * 64 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x257 (* by 64)))
(let (($x935 (>= ?x257 0)))
(not $x935))))
(check-sat)

; obligation 3: T.copy read x[bx * 8, by * 64] (8 x 64) | dim 1 upper: by * 64 + 64 <= 448
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x257 (* by 64)))
(let ((?x1175 (+ ?x257 64)))
(let (($x4192 (<= ?x1175 448)))
(not $x4192)))))
(check-sat)

; obligation 4: T.copy read x[bx * 8, by * 64] (8 x 64) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x4795 (* (- (+ (* by 64) 64) 1) 1)))
(let (($x1435 (< (+ (+ 0 (* (- (+ (* bx 8) 8) 1) 448)) ?x4795) 2147483648)))
(not $x1435))))
(check-sat)

; obligation 5: T.copy write x[bx * 8, by * 64] (8 x 64) | dim 0 lower: bx * 8 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x850 (* bx 8)))
(let (($x2134 (>= ?x850 0)))
(not $x2134))))
(check-sat)

; obligation 6: T.copy write x[bx * 8, by * 64] (8 x 64) | dim 0 upper: bx * 8 + 8 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x850 (* bx 8)))
(let ((?x1714 (+ ?x850 8)))
(let (($x5636 (<= ?x1714 M)))
(not $x5636)))))
(check-sat)

; obligation 7: T.copy write x[bx * 8, by * 64] (8 x 64) | dim 1 lower: by * 64 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x257 (* by 64)))
(let (($x935 (>= ?x257 0)))
(not $x935))))
(check-sat)

; obligation 8: T.copy write x[bx * 8, by * 64] (8 x 64) | dim 1 upper: by * 64 + 64 <= 448
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x257 (* by 64)))
(let ((?x1175 (+ ?x257 64)))
(let (($x4192 (<= ?x1175 448)))
(not $x4192)))))
(check-sat)

; obligation 9: T.copy write x[bx * 8, by * 64] (8 x 64) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x4795 (* (- (+ (* by 64) 64) 1) 1)))
(let (($x1435 (< (+ (+ 0 (* (- (+ (* bx 8) 8) 1) 448)) ?x4795) 2147483648)))
(not $x1435))))
(check-sat)
