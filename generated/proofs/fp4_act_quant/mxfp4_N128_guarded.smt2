; obligation 0: T.copy read x[bx * 4, by * 128] (4 x 128) | dim 0 lower: bx * 4 >= 0
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
 (and $x2371 (< by 1))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2124 (* bx 4)))
(let (($x2677 (>= ?x2124 0)))
(not $x2677))))
(check-sat)

; obligation 1: T.copy read x[bx * 4, by * 128] (4 x 128) | dim 0 upper: bx * 4 + 4 <= M
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
 (and $x2371 (< by 1))))
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

; obligation 2: T.copy read x[bx * 4, by * 128] (4 x 128) | dim 1 lower: by * 128 >= 0
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
 (and $x2371 (< by 1))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3337 (* by 128)))
(let (($x2204 (>= ?x3337 0)))
(not $x2204))))
(check-sat)

; obligation 3: T.copy read x[bx * 4, by * 128] (4 x 128) | dim 1 upper: by * 128 + 128 <= 128
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
 (and $x2371 (< by 1))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3337 (* by 128)))
(let ((?x2107 (+ ?x3337 128)))
(let (($x2445 (<= ?x2107 128)))
(not $x2445)))))
(check-sat)

; obligation 4: T.copy read x[bx * 4, by * 128] (4 x 128) | int32: largest linear offset < 2^31
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
 (and $x2371 (< by 1))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x1795 (+ (+ 0 (* (- (+ (* bx 4) 4) 1) 128)) (* (- (+ (* by 128) 128) 1) 1))))
(let (($x577 (< ?x1795 2147483648)))
(not $x577))))
(check-sat)

; obligation 5: store s[bx * 4 + i, by * 4 + g] | dim 0 lower: bx * 4 + i >= 0
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
 (and $x2371 (< by 1))))
(assert
 (let (($x4078 (>= i 0)))
 (and $x4078 (< i 4))))
(assert
 (let (($x5236 (>= g 0)))
 (and $x5236 (< g 4))))
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

; obligation 6: store s[bx * 4 + i, by * 4 + g] | dim 0 upper: bx * 4 + i + 1 <= M
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
 (and $x2371 (< by 1))))
(assert
 (let (($x4078 (>= i 0)))
 (and $x4078 (< i 4))))
(assert
 (let (($x5236 (>= g 0)))
 (and $x5236 (< g 4))))
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

; obligation 7: store s[bx * 4 + i, by * 4 + g] | dim 1 lower: by * 4 + g >= 0
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
 (and $x2371 (< by 1))))
(assert
 (let (($x4078 (>= i 0)))
 (and $x4078 (< i 4))))
(assert
 (let (($x5236 (>= g 0)))
 (and $x5236 (< g 4))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x1136 (+ (* by 4) g)))
(let (($x2618 (>= ?x1136 0)))
(not $x2618))))
(check-sat)

; obligation 8: store s[bx * 4 + i, by * 4 + g] | dim 1 upper: by * 4 + g + 1 <= 4
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
 (and $x2371 (< by 1))))
(assert
 (let (($x4078 (>= i 0)))
 (and $x4078 (< i 4))))
(assert
 (let (($x5236 (>= g 0)))
 (and $x5236 (< g 4))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x1136 (+ (* by 4) g)))
(let ((?x4690 (+ ?x1136 1)))
(let (($x6314 (<= ?x4690 4)))
(not $x6314)))))
(check-sat)

; obligation 9: store s[bx * 4 + i, by * 4 + g] | int32: largest linear offset < 2^31
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
 (and $x2371 (< by 1))))
(assert
 (let (($x4078 (>= i 0)))
 (and $x4078 (< i 4))))
(assert
 (let (($x5236 (>= g 0)))
 (and $x5236 (< g 4))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x1190 (+ (+ 0 (* (- (+ (+ (* bx 4) i) 1) 1) 4)) (* (- (+ (+ (* by 4) g) 1) 1) 1))))
(let (($x1995 (< ?x1190 2147483648)))
(not $x1995))))
(check-sat)

; obligation 10: T.copy write y[bx * 4, by * 128 // 2] (4 x 64) | dim 0 lower: bx * 4 >= 0
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
 (and $x2371 (< by 1))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2124 (* bx 4)))
(let (($x2677 (>= ?x2124 0)))
(not $x2677))))
(check-sat)

; obligation 11: T.copy write y[bx * 4, by * 128 // 2] (4 x 64) | dim 0 upper: bx * 4 + 4 <= M
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
 (and $x2371 (< by 1))))
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

; obligation 12: T.copy write y[bx * 4, by * 128 // 2] (4 x 64) | dim 1 lower: by * 128 // 2 >= 0
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
 (and $x2371 (< by 1))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3337 (* by 128)))
(let ((?x1996 (div ?x3337 2)))
(let (($x2853 (>= ?x1996 0)))
(not $x2853)))))
(check-sat)

; obligation 13: T.copy write y[bx * 4, by * 128 // 2] (4 x 64) | dim 1 upper: by * 128 // 2 + 64 <= 64
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
 (and $x2371 (< by 1))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3337 (* by 128)))
(let ((?x1996 (div ?x3337 2)))
(let ((?x2085 (+ ?x1996 64)))
(let (($x639 (<= ?x2085 64)))
(not $x639))))))
(check-sat)

; obligation 14: T.copy write y[bx * 4, by * 128 // 2] (4 x 64) | int32: largest linear offset < 2^31
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
 (and $x2371 (< by 1))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x4942 (+ (+ 0 (* (- (+ (* bx 4) 4) 1) 64)) (* (- (+ (div (* by 128) 2) 64) 1) 1))))
(let (($x2868 (< ?x4942 2147483648)))
(not $x2868))))
(check-sat)
