; obligation 0: T.copy read x[bx * 4, by * 128] (4 x 128) | dim 0 lower: bx * 4 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 1))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x1301 (* bx 4)))
(let (($x6951 (>= ?x1301 0)))
(not $x6951))))
(check-sat)

; obligation 1: T.copy read x[bx * 4, by * 128] (4 x 128) | dim 0 upper: bx * 4 + 4 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 1))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x1301 (* bx 4)))
(let ((?x2393 (+ ?x1301 4)))
(let (($x5074 (<= ?x2393 M)))
(not $x5074)))))
(check-sat)

; obligation 2: T.copy read x[bx * 4, by * 128] (4 x 128) | dim 1 lower: by * 128 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 1))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x5577 (* by 128)))
(let (($x3079 (>= ?x5577 0)))
(not $x3079))))
(check-sat)

; obligation 3: T.copy read x[bx * 4, by * 128] (4 x 128) | dim 1 upper: by * 128 + 128 <= 128
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 1))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x5577 (* by 128)))
(let ((?x6615 (+ ?x5577 128)))
(let (($x5619 (<= ?x6615 128)))
(not $x5619)))))
(check-sat)

; obligation 4: T.copy read x[bx * 4, by * 128] (4 x 128) | int32: largest linear offset < 2^31
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 1))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x2596 (+ (+ 0 (* (- (+ (* bx 4) 4) 1) 128)) (* (- (+ (* by 128) 128) 1) 1))))
(let (($x447 (< ?x2596 2147483648)))
(not $x447))))
(check-sat)

; obligation 5: T.copy write x[bx * 4, by * 128] (4 x 128) | dim 0 lower: bx * 4 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 1))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x1301 (* bx 4)))
(let (($x6951 (>= ?x1301 0)))
(not $x6951))))
(check-sat)

; obligation 6: T.copy write x[bx * 4, by * 128] (4 x 128) | dim 0 upper: bx * 4 + 4 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 1))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x1301 (* bx 4)))
(let ((?x2393 (+ ?x1301 4)))
(let (($x5074 (<= ?x2393 M)))
(not $x5074)))))
(check-sat)

; obligation 7: T.copy write x[bx * 4, by * 128] (4 x 128) | dim 1 lower: by * 128 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 1))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x5577 (* by 128)))
(let (($x3079 (>= ?x5577 0)))
(not $x3079))))
(check-sat)

; obligation 8: T.copy write x[bx * 4, by * 128] (4 x 128) | dim 1 upper: by * 128 + 128 <= 128
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 1))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x5577 (* by 128)))
(let ((?x6615 (+ ?x5577 128)))
(let (($x5619 (<= ?x6615 128)))
(not $x5619)))))
(check-sat)

; obligation 9: T.copy write x[bx * 4, by * 128] (4 x 128) | int32: largest linear offset < 2^31
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 1))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x2596 (+ (+ 0 (* (- (+ (* bx 4) 4) 1) 128)) (* (- (+ (* by 128) 128) 1) 1))))
(let (($x447 (< ?x2596 2147483648)))
(not $x447))))
(check-sat)
