; obligation 0: T.copy read x[bx * 32, by * 128] (32 x 128) | dim 0 lower: bx * 32 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 32))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x4127 (* bx 32)))
(let (($x2996 (>= ?x4127 0)))
(not $x2996))))
(check-sat)

; obligation 1: T.copy read x[bx * 32, by * 128] (32 x 128) | dim 0 upper: bx * 32 + 32 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 32))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x4127 (* bx 32)))
(let ((?x5521 (+ ?x4127 32)))
(let (($x3202 (<= ?x5521 M)))
(not $x3202)))))
(check-sat)

; obligation 2: T.copy read x[bx * 32, by * 128] (32 x 128) | dim 1 lower: by * 128 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 32))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x1516 (* by 128)))
(let (($x3697 (>= ?x1516 0)))
(not $x3697))))
(check-sat)

; obligation 3: T.copy read x[bx * 32, by * 128] (32 x 128) | dim 1 upper: by * 128 + 128 <= 4096
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 32))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x1516 (* by 128)))
(let ((?x3332 (+ ?x1516 128)))
(let (($x2017 (<= ?x3332 4096)))
(not $x2017)))))
(check-sat)

; obligation 4: T.copy read x[bx * 32, by * 128] (32 x 128) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 32))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x4225 (* (- (+ (* by 128) 128) 1) 1)))
(let (($x3017 (< (+ (+ 0 (* (- (+ (* bx 32) 32) 1) 4096)) ?x4225) 2147483648)))
(not $x3017))))
(check-sat)

; obligation 5: T.copy write x[bx * 32, by * 128] (32 x 128) | dim 0 lower: bx * 32 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 32))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x4127 (* bx 32)))
(let (($x2996 (>= ?x4127 0)))
(not $x2996))))
(check-sat)

; obligation 6: T.copy write x[bx * 32, by * 128] (32 x 128) | dim 0 upper: bx * 32 + 32 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 32))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x4127 (* bx 32)))
(let ((?x5521 (+ ?x4127 32)))
(let (($x3202 (<= ?x5521 M)))
(not $x3202)))))
(check-sat)

; obligation 7: T.copy write x[bx * 32, by * 128] (32 x 128) | dim 1 lower: by * 128 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 32))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x1516 (* by 128)))
(let (($x3697 (>= ?x1516 0)))
(not $x3697))))
(check-sat)

; obligation 8: T.copy write x[bx * 32, by * 128] (32 x 128) | dim 1 upper: by * 128 + 128 <= 4096
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 32))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x1516 (* by 128)))
(let ((?x3332 (+ ?x1516 128)))
(let (($x2017 (<= ?x3332 4096)))
(not $x2017)))))
(check-sat)

; obligation 9: T.copy write x[bx * 32, by * 128] (32 x 128) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 32))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x4225 (* (- (+ (* by 128) 128) 1) 1)))
(let (($x3017 (< (+ (+ 0 (* (- (+ (* bx 32) 32) 1) 4096)) ?x4225) 2147483648)))
(not $x3017))))
(check-sat)
