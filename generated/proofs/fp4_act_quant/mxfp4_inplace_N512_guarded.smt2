; obligation 0: T.copy read x[bx * 4, by * 256] (4 x 256) | dim 0 lower: bx * 4 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5087 (>= bx 0)))
 (and $x5087 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x2371 (>= by 0)))
 (and $x2371 (< by 2))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2124 (* bx 4)))
(let (($x2677 (>= ?x2124 0)))
(not $x2677))))
(check-sat)

; obligation 1: T.copy read x[bx * 4, by * 256] (4 x 256) | dim 0 upper: bx * 4 + 4 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5087 (>= bx 0)))
 (and $x5087 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x2371 (>= by 0)))
 (and $x2371 (< by 2))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2124 (* bx 4)))
(let ((?x6897 (+ ?x2124 4)))
(let (($x3126 (<= ?x6897 M)))
(not $x3126)))))
(check-sat)

; obligation 2: T.copy read x[bx * 4, by * 256] (4 x 256) | dim 1 lower: by * 256 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5087 (>= bx 0)))
 (and $x5087 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x2371 (>= by 0)))
 (and $x2371 (< by 2))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x1793 (* by 256)))
(let (($x703 (>= ?x1793 0)))
(not $x703))))
(check-sat)

; obligation 3: T.copy read x[bx * 4, by * 256] (4 x 256) | dim 1 upper: by * 256 + 256 <= 512
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5087 (>= bx 0)))
 (and $x5087 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x2371 (>= by 0)))
 (and $x2371 (< by 2))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x1793 (* by 256)))
(let ((?x5651 (+ ?x1793 256)))
(let (($x4192 (<= ?x5651 512)))
(not $x4192)))))
(check-sat)

; obligation 4: T.copy read x[bx * 4, by * 256] (4 x 256) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5087 (>= bx 0)))
 (and $x5087 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x2371 (>= by 0)))
 (and $x2371 (< by 2))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2379 (* (- (+ (* by 256) 256) 1) 1)))
(let ((?x6347 (+ 0 (* (- (+ (* bx 4) 4) 1) 512))))
(let (($x3817 (< (+ ?x6347 ?x2379) 2147483648)))
(not $x3817)))))
(check-sat)

; obligation 5: T.copy write x[bx * 4, by * 256] (4 x 256) | dim 0 lower: bx * 4 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5087 (>= bx 0)))
 (and $x5087 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x2371 (>= by 0)))
 (and $x2371 (< by 2))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2124 (* bx 4)))
(let (($x2677 (>= ?x2124 0)))
(not $x2677))))
(check-sat)

; obligation 6: T.copy write x[bx * 4, by * 256] (4 x 256) | dim 0 upper: bx * 4 + 4 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5087 (>= bx 0)))
 (and $x5087 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x2371 (>= by 0)))
 (and $x2371 (< by 2))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2124 (* bx 4)))
(let ((?x6897 (+ ?x2124 4)))
(let (($x3126 (<= ?x6897 M)))
(not $x3126)))))
(check-sat)

; obligation 7: T.copy write x[bx * 4, by * 256] (4 x 256) | dim 1 lower: by * 256 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5087 (>= bx 0)))
 (and $x5087 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x2371 (>= by 0)))
 (and $x2371 (< by 2))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x1793 (* by 256)))
(let (($x703 (>= ?x1793 0)))
(not $x703))))
(check-sat)

; obligation 8: T.copy write x[bx * 4, by * 256] (4 x 256) | dim 1 upper: by * 256 + 256 <= 512
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5087 (>= bx 0)))
 (and $x5087 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x2371 (>= by 0)))
 (and $x2371 (< by 2))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x1793 (* by 256)))
(let ((?x5651 (+ ?x1793 256)))
(let (($x4192 (<= ?x5651 512)))
(not $x4192)))))
(check-sat)

; obligation 9: T.copy write x[bx * 4, by * 256] (4 x 256) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5087 (>= bx 0)))
 (and $x5087 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x2371 (>= by 0)))
 (and $x2371 (< by 2))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2379 (* (- (+ (* by 256) 256) 1) 1)))
(let ((?x6347 (+ 0 (* (- (+ (* bx 4) 4) 1) 512))))
(let (($x3817 (< (+ ?x6347 ?x2379) 2147483648)))
(not $x3817)))))
(check-sat)
