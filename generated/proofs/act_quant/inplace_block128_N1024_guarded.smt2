; obligation 0: T.copy read x[bx * 32, by * 128] (32 x 128) | dim 0 lower: bx * 32 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 8))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3997 (* bx 32)))
(let (($x3185 (>= ?x3997 0)))
(not $x3185))))
(check-sat)

; obligation 1: T.copy read x[bx * 32, by * 128] (32 x 128) | dim 0 upper: bx * 32 + 32 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 8))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3997 (* bx 32)))
(let ((?x2707 (+ ?x3997 32)))
(let (($x3419 (<= ?x2707 M)))
(not $x3419)))))
(check-sat)

; obligation 2: T.copy read x[bx * 32, by * 128] (32 x 128) | dim 1 lower: by * 128 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 8))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2425 (* by 128)))
(let (($x5800 (>= ?x2425 0)))
(not $x5800))))
(check-sat)

; obligation 3: T.copy read x[bx * 32, by * 128] (32 x 128) | dim 1 upper: by * 128 + 128 <= 1024
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 8))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2425 (* by 128)))
(let ((?x2925 (+ ?x2425 128)))
(let (($x3123 (<= ?x2925 1024)))
(not $x3123)))))
(check-sat)

; obligation 4: T.copy read x[bx * 32, by * 128] (32 x 128) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 8))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x165 (* (- (+ (* by 128) 128) 1) 1)))
(let (($x5472 (< (+ (+ 0 (* (- (+ (* bx 32) 32) 1) 1024)) ?x165) 2147483648)))
(not $x5472))))
(check-sat)

; obligation 5: T.copy write x[bx * 32, by * 128] (32 x 128) | dim 0 lower: bx * 32 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 8))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3997 (* bx 32)))
(let (($x3185 (>= ?x3997 0)))
(not $x3185))))
(check-sat)

; obligation 6: T.copy write x[bx * 32, by * 128] (32 x 128) | dim 0 upper: bx * 32 + 32 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 8))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3997 (* bx 32)))
(let ((?x2707 (+ ?x3997 32)))
(let (($x3419 (<= ?x2707 M)))
(not $x3419)))))
(check-sat)

; obligation 7: T.copy write x[bx * 32, by * 128] (32 x 128) | dim 1 lower: by * 128 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 8))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2425 (* by 128)))
(let (($x5800 (>= ?x2425 0)))
(not $x5800))))
(check-sat)

; obligation 8: T.copy write x[bx * 32, by * 128] (32 x 128) | dim 1 upper: by * 128 + 128 <= 1024
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 8))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2425 (* by 128)))
(let ((?x2925 (+ ?x2425 128)))
(let (($x3123 (<= ?x2925 1024)))
(not $x3123)))))
(check-sat)

; obligation 9: T.copy write x[bx * 32, by * 128] (32 x 128) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 8))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x165 (* (- (+ (* by 128) 128) 1) 1)))
(let (($x5472 (< (+ (+ 0 (* (- (+ (* bx 32) 32) 1) 1024)) ?x165) 2147483648)))
(not $x5472))))
(check-sat)
