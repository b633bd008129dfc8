; obligation 0: T.copy read x[bx * 8, by * 128] (8 x 128) | dim 0 lower: bx * 8 >= 0
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
 (and $x2724 (< by 32))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x6485 (* bx 8)))
(let (($x5576 (>= ?x6485 0)))
(not $x5576))))
(check-sat)

; obligation 1: T.copy read x[bx * 8, by * 128] (8 x 128) | dim 0 upper: bx * 8 + 8 <= M
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
 (and $x2724 (< by 32))))
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

; obligation 2: T.copy read x[bx * 8, by * 128] (8 x 128) | dim 1 lower: by * 128 >= 0
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

; obligation 3: T.copy read x[bx * 8, by * 128] (8 x 128) | dim 1 upper: by * 128 + 128 <= 4096
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

; obligation 4: T.copy read x[bx * 8, by * 128] (8 x 128) | int32: largest linear offset < 2^31
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
 (and $x2724 (< by 32))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x4225 (* (- (+ (* by 128) 128) 1) 1)))
(let ((?x4116 (+ 0 (* (- (+ (* bx 8) 8) 1) 4096))))
(let (($x2849 (< (+ ?x4116 ?x4225) 2147483648)))
(not $x2849)))))
(check-sat)

; obligation 5: T.copy write x[bx * 8, by * 128] (8 x 128) | dim 0 lower: bx * 8 >= 0
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
 (and $x2724 (< by 32))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x6485 (* bx 8)))
(let (($x5576 (>= ?x6485 0)))
(not $x5576))))
(check-sat)

; obligation 6: T.copy write x[bx * 8, by * 128] (8 x 128) | dim 0 upper: bx * 8 + 8 <= M
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
 (and $x2724 (< by 32))))
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

; obligation 7: T.copy write x[bx * 8, by * 128] (8 x 128) | dim 1 lower: by * 128 >= 0
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

; obligation 8: T.copy write x[bx * 8, by * 128] (8 x 128) | dim 1 upper: by * 128 + 128 <= 4096
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

; obligation 9: T.copy write x[bx * 8, by * 128] (8 x 128) | int32: largest linear offset < 2^31
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
 (and $x2724 (< by 32))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x4225 (* (- (+ (* by 128) 128) 1) 1)))
(let ((?x4116 (+ 0 (* (- (+ (* bx 8) 8) 1) 4096))))
(let (($x2849 (< (+ ?x4116 ?x4225) 2147483648)))
(not $x2849)))))
(check-sat)
