; obligation 0: T.copy read x[bx * 4, by * 256] (4 x 256) | dim 0 lower: bx * 4 >= 0
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
 (and $x81 (< by 8))))
(assert
 (= (mod M 4) 0))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x1301 (* bx 4)))
(let (($x6951 (>= ?x1301 0)))
(not $x6951))))
(check-sat)

; obligation 1: T.copy read x[bx * 4, by * 256] (4 x 256) | dim 0 upper: bx * 4 + 4 <= M
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
 (and $x81 (< by 8))))
(assert
 (= (mod M 4) 0))
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

; obligation 2: T.copy read x[bx * 4, by * 256] (4 x 256) | dim 1 lower: by * 256 >= 0
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
 (and $x81 (< by 8))))
(assert
 (= (mod M 4) 0))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x2042 (* by 256)))
(let (($x2313 (>= ?x2042 0)))
(not $x2313))))
(check-sat)

; obligation 3: T.copy read x[bx * 4, by * 256] (4 x 256) | dim 1 upper: by * 256 + 256 <= 2048
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
 (and $x81 (< by 8))))
(assert
 (= (mod M 4) 0))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x2042 (* by 256)))
(let ((?x3773 (+ ?x2042 256)))
(let (($x4954 (<= ?x3773 2048)))
(not $x4954)))))
(check-sat)

; obligation 4: T.copy read x[bx * 4, by * 256] (4 x 256) | int32: largest linear offset < 2^31
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
 (and $x81 (< by 8))))
(assert
 (= (mod M 4) 0))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x3834 (* (- (+ (* by 256) 256) 1) 1)))
(let ((?x4916 (+ 0 (* (- (+ (* bx 4) 4) 1) 2048))))
(let (($x3761 (< (+ ?x4916 ?x3834) 2147483648)))
(not $x3761)))))
(check-sat)

; obligation 5: T.copy write x[bx * 4, by * 256] (4 x 256) | dim 0 lower: bx * 4 >= 0
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
 (and $x81 (< by 8))))
(assert
 (= (mod M 4) 0))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x1301 (* bx 4)))
(let (($x6951 (>= ?x1301 0)))
(not $x6951))))
(check-sat)

; obligation 6: T.copy write x[bx * 4, by * 256] (4 x 256) | dim 0 upper: bx * 4 + 4 <= M
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
 (and $x81 (< by 8))))
(assert
 (= (mod M 4) 0))
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

; obligation 7: T.copy write x[bx * 4, by * 256] (4 x 256) | dim 1 lower: by * 256 >= 0
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
 (and $x81 (< by 8))))
(assert
 (= (mod M 4) 0))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x2042 (* by 256)))
(let (($x2313 (>= ?x2042 0)))
(not $x2313))))
(check-sat)

; obligation 8: T.copy write x[bx * 4, by * 256] (4 x 256) | dim 1 upper: by * 256 + 256 <= 2048
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
 (and $x81 (< by 8))))
(assert
 (= (mod M 4) 0))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x2042 (* by 256)))
(let ((?x3773 (+ ?x2042 256)))
(let (($x4954 (<= ?x3773 2048)))
(not $x4954)))))
(check-sat)

; obligation 9: T.copy write x[bx * 4, by * 256] (4 x 256) | int32: largest linear offset < 2^31
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
 (and $x81 (< by 8))))
(assert
 (= (mod M 4) 0))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x3834 (* (- (+ (* by 256) 256) 1) 1)))
(let ((?x4916 (+ 0 (* (- (+ (* bx 4) 4) 1) 2048))))
(let (($x3761 (< (+ ?x4916 ?x3834) 2147483648)))
(not $x3761)))))
(check-sat)
