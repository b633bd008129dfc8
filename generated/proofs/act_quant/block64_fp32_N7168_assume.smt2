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
 (and $x761 (< by 56))))
(assert
 (= (mod M 32) 0))
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
 (and $x761 (< by 56))))
(assert
 (= (mod M 32) 0))
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
 (and $x761 (< by 56))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2425 (* by 128)))
(let (($x5800 (>= ?x2425 0)))
(not $x5800))))
(check-sat)

; obligation 3: T.copy read x[bx * 32, by * 128] (32 x 128) | dim 1 upper: by * 128 + 128 <= 7168
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
 (and $x761 (< by 56))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2425 (* by 128)))
(let ((?x2925 (+ ?x2425 128)))
(let (($x4867 (<= ?x2925 7168)))
(not $x4867)))))
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
 (and $x761 (< by 56))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x165 (* (- (+ (* by 128) 128) 1) 1)))
(let (($x4469 (< (+ (+ 0 (* (- (+ (* bx 32) 32) 1) 7168)) ?x165) 2147483648)))
(not $x4469))))
(check-sat)

; obligation 5: store s[bx * 32 + i, by * 2 + g] | dim 0 lower: bx * 32 + i >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 56))))
(assert
 (let (($x221 (>= i 0)))
 (and $x221 (< i 32))))
(assert
 (let (($x264 (>= g 0)))
 (and $x264 (< g 2))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3997 (* bx 32)))
(let ((?x1614 (+ ?x3997 i)))
(let (($x1807 (>= ?x1614 0)))
(not $x1807)))))
(check-sat)

; obligation 6: store s[bx * 32 + i, by * 2 + g] | dim 0 upper: bx * 32 + i + 1 <= M
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 56))))
(assert
 (let (($x221 (>= i 0)))
 (and $x221 (< i 32))))
(assert
 (let (($x264 (>= g 0)))
 (and $x264 (< g 2))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3997 (* bx 32)))
(let ((?x1614 (+ ?x3997 i)))
(let ((?x4477 (+ ?x1614 1)))
(let (($x6386 (<= ?x4477 M)))
(not $x6386))))))
(check-sat)

; obligation 7: store s[bx * 32 + i, by * 2 + g] | dim 1 lower: by * 2 + g >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 56))))
(assert
 (let (($x221 (>= i 0)))
 (and $x221 (< i 32))))
(assert
 (let (($x264 (>= g 0)))
 (and $x264 (< g 2))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3388 (+ (* by 2) g)))
(let (($x1831 (>= ?x3388 0)))
(not $x1831))))
(check-sat)

; obligation 8: store s[bx * 32 + i, by * 2 + g] | dim 1 upper: by * 2 + g + 1 <= 112
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 56))))
(assert
 (let (($x221 (>= i 0)))
 (and $x221 (< i 32))))
(assert
 (let (($x264 (>= g 0)))
 (and $x264 (< g 2))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3388 (+ (* by 2) g)))
(let ((?x3428 (+ ?x3388 1)))
(let (($x5712 (<= ?x3428 112)))
(not $x5712)))))
(check-sat)

; obligation 9: store s[bx * 32 + i, by * 2 + g] | int32: largest linear offset < 2^31
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 56))))
(assert
 (let (($x221 (>= i 0)))
 (and $x221 (< i 32))))
(assert
 (let (($x264 (>= g 0)))
 (and $x264 (< g 2))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x66 (* (- (+ (+ (* by 2) g) 1) 1) 1)))
(let ((?x3204 (+ (+ 0 (* (- (+ (+ (* bx 32) i) 1) 1) 112)) ?x66)))
(let (($x6266 (< ?x3204 2147483648)))
(not $x6266)))))
(check-sat)

; obligation 10: T.copy write y[bx * 32, by * 128] (32 x 128) | dim 0 lower: bx * 32 >= 0
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
 (and $x761 (< by 56))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3997 (* bx 32)))
(let (($x3185 (>= ?x3997 0)))
(not $x3185))))
(check-sat)

; obligation 11: T.copy write y[bx * 32, by * 128] (32 x 128) | dim 0 upper: bx * 32 + 32 <= M
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
 (and $x761 (< by 56))))
(assert
 (= (mod M 32) 0))
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

; obligation 12: T.copy write y[bx * 32, by * 128] (32 x 128) | dim 1 lower: by * 128 >= 0
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
 (and $x761 (< by 56))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2425 (* by 128)))
(let (($x5800 (>= ?x2425 0)))
(not $x5800))))
(check-sat)

; obligation 13: T.copy write y[bx * 32, by * 128] (32 x 128) | dim 1 upper: by * 128 + 128 <= 7168
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
 (and $x761 (< by 56))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2425 (* by 128)))
(let ((?x2925 (+ ?x2425 128)))
(let (($x4867 (<= ?x2925 7168)))
(not $x4867)))))
(check-sat)

; obligation 14: T.copy write y[bx * 32, by * 128] (32 x 128) | int32: largest linear offset < 2^31
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
 (and $x761 (< by 56))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x165 (* (- (+ (* by 128) 128) 1) 1)))
(let (($x4469 (< (+ (+ 0 (* (- (+ (* bx 32) 32) 1) 7168)) ?x165) 2147483648)))
(not $x4469))))
(check-sat)
