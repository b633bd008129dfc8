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
 (and $x2371 (< by 4))))
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
 (and $x2371 (< by 4))))
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
 (and $x2371 (< by 4))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x1793 (* by 256)))
(let (($x703 (>= ?x1793 0)))
(not $x703))))
(check-sat)

; obligation 3: T.copy read x[bx * 4, by * 256] (4 x 256) | dim 1 upper: by * 256 + 256 <= 1024
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
 (and $x2371 (< by 4))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x1793 (* by 256)))
(let ((?x5651 (+ ?x1793 256)))
(let (($x3932 (<= ?x5651 1024)))
(not $x3932)))))
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
 (and $x2371 (< by 4))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2379 (* (- (+ (* by 256) 256) 1) 1)))
(let ((?x4472 (+ 0 (* (- (+ (* bx 4) 4) 1) 1024))))
(let (($x2855 (< (+ ?x4472 ?x2379) 2147483648)))
(not $x2855)))))
(check-sat)

; obligation 5: store s[bx * 4 + i, by * 8 + g] | dim 0 lower: bx * 4 + i >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x5087 (>= bx 0)))
 (and $x5087 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x2371 (>= by 0)))
 (and $x2371 (< by 4))))
(assert
 (let (($x4078 (>= i 0)))
 (and $x4078 (< i 4))))
(assert
 (let (($x5236 (>= g 0)))
 (and $x5236 (< g 8))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2124 (* bx 4)))
(let ((?x5346 (+ ?x2124 i)))
(let (($x1202 (>= ?x5346 0)))
(not $x1202)))))
(check-sat)

; obligation 6: store s[bx * 4 + i, by * 8 + g] | dim 0 upper: bx * 4 + i + 1 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x5087 (>= bx 0)))
 (and $x5087 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x2371 (>= by 0)))
 (and $x2371 (< by 4))))
(assert
 (let (($x4078 (>= i 0)))
 (and $x4078 (< i 4))))
(assert
 (let (($x5236 (>= g 0)))
 (and $x5236 (< g 8))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2124 (* bx 4)))
(let ((?x5346 (+ ?x2124 i)))
(let ((?x4909 (+ ?x5346 1)))
(let (($x4411 (<= ?x4909 M)))
(not $x4411))))))
(check-sat)

; obligation 7: store s[bx * 4 + i, by * 8 + g] | dim 1 lower: by * 8 + g >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x5087 (>= bx 0)))
 (and $x5087 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x2371 (>= by 0)))
 (and $x2371 (< by 4))))
(assert
 (let (($x4078 (>= i 0)))
 (and $x4078 (< i 4))))
(assert
 (let (($x5236 (>= g 0)))
 (and $x5236 (< g 8))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x6910 (+ (* by 8) g)))
(let (($x1355 (>= ?x6910 0)))
(not $x1355))))
(check-sat)

; obligation 8: store s[bx * 4 + i, by * 8 + g] | dim 1 upper: by * 8 + g + 1 <= 32
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x5087 (>= bx 0)))
 (and $x5087 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x2371 (>= by 0)))
 (and $x2371 (< by 4))))
(assert
 (let (($x4078 (>= i 0)))
 (and $x4078 (< i 4))))
(assert
 (let (($x5236 (>= g 0)))
 (and $x5236 (< g 8))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x6910 (+ (* by 8) g)))
(let ((?x3418 (+ ?x6910 1)))
(let (($x4186 (<= ?x3418 32)))
(not $x4186)))))
(check-sat)

; obligation 9: store s[bx * 4 + i, by * 8 + g] | int32: largest linear offset < 2^31
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x5087 (>= bx 0)))
 (and $x5087 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x2371 (>= by 0)))
 (and $x2371 (< by 4))))
(assert
 (let (($x4078 (>= i 0)))
 (and $x4078 (< i 4))))
(assert
 (let (($x5236 (>= g 0)))
 (and $x5236 (< g 8))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x5919 (* (- (+ (+ (* by 8) g) 1) 1) 1)))
(let ((?x6203 (+ (+ 0 (* (- (+ (+ (* bx 4) i) 1) 1) 32)) ?x5919)))
(let (($x5090 (< ?x6203 2147483648)))
(not $x5090)))))
(check-sat)

; obligation 10: T.copy write y[bx * 4, by * 256 // 2] (4 x 128) | dim 0 lower: bx * 4 >= 0
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
 (and $x2371 (< by 4))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2124 (* bx 4)))
(let (($x2677 (>= ?x2124 0)))
(not $x2677))))
(check-sat)

; obligation 11: T.copy write y[bx * 4, by * 256 // 2] (4 x 128) | dim 0 upper: bx * 4 + 4 <= M
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
 (and $x2371 (< by 4))))
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

; obligation 12: T.copy write y[bx * 4, by * 256 // 2] (4 x 128) | dim 1 lower: by * 256 // 2 >= 0
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
 (and $x2371 (< by 4))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x1793 (* by 256)))
(let ((?x2510 (div ?x1793 2)))
(let (($x4382 (>= ?x2510 0)))
(not $x4382)))))
(check-sat)

; obligation 13: T.copy write y[bx * 4, by * 256 // 2] (4 x 128) | dim 1 upper: by * 256 // 2 + 128 <= 512
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
 (and $x2371 (< by 4))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x1793 (* by 256)))
(let ((?x2510 (div ?x1793 2)))
(let ((?x793 (+ ?x2510 128)))
(let (($x5650 (<= ?x793 512)))
(not $x5650))))))
(check-sat)

; obligation 14: T.copy write y[bx * 4, by * 256 // 2] (4 x 128) | int32: largest linear offset < 2^31
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
 (and $x2371 (< by 4))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x177 (* (- (+ (div (* by 256) 2) 128) 1) 1)))
(let ((?x6347 (+ 0 (* (- (+ (* bx 4) 4) 1) 512))))
(let (($x3687 (< (+ ?x6347 ?x177) 2147483648)))
(not $x3687)))))
(check-sat)
