; obligation 0: T.copy read x[bx * 8, by * 256] (8 x 256) | dim 0 lower: bx * 8 >= 0
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
 (and $x5930 (< by 16))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x2933 (* bx 8)))
(let (($x2343 (>= ?x2933 0)))
(not $x2343))))
(check-sat)

; obligation 1: T.copy read x[bx * 8, by * 256] (8 x 256) | dim 0 upper: bx * 8 + 8 <= M
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
 (and $x5930 (< by 16))))
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

; obligation 2: T.copy read x[bx * 8, by * 256] (8 x 256) | dim 1 lower: by * 256 >= 0
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
 (and $x5930 (< by 16))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x5149 (* by 256)))
(let (($x5545 (>= ?x5149 0)))
(not $x5545))))
(check-sat)

; obligation 3: T.copy read x[bx * 8, by * 256] (8 x 256) | dim 1 upper: by * 256 + 256 <= 4096
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
 (and $x5930 (< by 16))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x5149 (* by 256)))
(let ((?x5944 (+ ?x5149 256)))
(let (($x2202 (<= ?x5944 4096)))
(not $x2202)))))
(check-sat)

; obligation 4: T.copy read x[bx * 8, by * 256] (8 x 256) | int32: largest linear offset < 2^31
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
 (and $x5930 (< by 16))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x6868 (* (- (+ (* by 256) 256) 1) 1)))
(let (($x1319 (< (+ (+ 0 (* (- (+ (* bx 8) 8) 1) 4096)) ?x6868) 2147483648)))
(not $x1319))))
(check-sat)

; obligation 5: T.copy write x[bx * 8, by * 256] (8 x 256) | dim 0 lower: bx * 8 >= 0
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
 (and $x5930 (< by 16))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x2933 (* bx 8)))
(let (($x2343 (>= ?x2933 0)))
(not $x2343))))
(check-sat)

; obligation 6: T.copy write x[bx * 8, by * 256] (8 x 256) | dim 0 upper: bx * 8 + 8 <= M
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
 (and $x5930 (< by 16))))
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

; obligation 7: T.copy write x[bx * 8, by * 256] (8 x 256) | dim 1 lower: by * 256 >= 0
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
 (and $x5930 (< by 16))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x5149 (* by 256)))
(let (($x5545 (>= ?x5149 0)))
(not $x5545))))
(check-sat)

; obligation 8: T.copy write x[bx * 8, by * 256] (8 x 256) | dim 1 upper: by * 256 + 256 <= 4096
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
 (and $x5930 (< by 16))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x5149 (* by 256)))
(let ((?x5944 (+ ?x5149 256)))
(let (($x2202 (<= ?x5944 4096)))
(not $x2202)))))
(check-sat)

; obligation 9: T.copy write x[bx * 8, by * 256] (8 x 256) | int32: largest linear offset < 2^31
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
 (and $x5930 (< by 16))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x6868 (* (- (+ (* by 256) 256) 1) 1)))
(let (($x1319 (< (+ (+ 0 (* (- (+ (* bx 8) 8) 1) 4096)) ?x6868) 2147483648)))
(not $x1319))))
(check-sat)
