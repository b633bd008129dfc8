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
 (and $x761 (< by 16))))
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
 (and $x761 (< by 16))))
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
 (and $x761 (< by 16))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2425 (* by 128)))
(let (($x5800 (>= ?x2425 0)))
(not $x5800))))
(check-sat)

; obligation 3: T.copy read x[bx * 32, by * 128] (32 x 128) | dim 1 upper: by * 128 + 128 <= 2048
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
 (and $x761 (< by 16))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2425 (* by 128)))
(let ((?x2925 (+ ?x2425 128)))
(let (($x4316 (<= ?x2925 2048)))
(not $x4316)))))
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
 (and $x761 (< by 16))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x165 (* (- (+ (* by 128) 128) 1) 1)))
(let (($x532 (< (+ (+ 0 (* (- (+ (* bx 32) 32) 1) 2048)) ?x165) 2147483648)))
(not $x532))))
(check-sat)

; obligation 5: store s[bx * 32 + i, by + g] | dim 0 lower: bx * 32 + i >= 0
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
 (and $x761 (< by 16))))
(assert
 (let (($x221 (>= i 0)))
 (and $x221 (< i 32))))
(assert
 (let (($x264 (>= g 0)))
 (and $x264 (< g 1))))
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

; obligation 6: store s[bx * 32 + i, by + g] | dim 0 upper: bx * 32 + i + 1 <= M
; expect sat
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
 (and $x761 (< by 16))))
(assert
 (let (($x221 (>= i 0)))
 (and $x221 (< i 32))))
(assert
 (let (($x264 (>= g 0)))
 (and $x264 (< g 1))))
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

; obligation 7: store s[bx * 32 + i, by + g] | dim 1 lower: by + g >= 0
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
 (and $x761 (< by 16))))
(assert
 (let (($x221 (>= i 0)))
 (and $x221 (< i 32))))
(assert
 (let (($x264 (>= g 0)))
 (and $x264 (< g 1))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x5116 (+ by g)))
(let (($x268 (>= ?x5116 0)))
(not $x268))))
(check-sat)

; obligation 8: store s[bx * 32 + i, by + g] | dim 1 upper: by + g + 1 <= 16
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
 (and $x761 (< by 16))))
(assert
 (let (($x221 (>= i 0)))
 (and $x221 (< i 32))))
(assert
 (let (($x264 (>= g 0)))
 (and $x264 (< g 1))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x5116 (+ by g)))
(let ((?x6511 (+ ?x5116 1)))
(let (($x1565 (<= ?x6511 16)))
(not $x1565)))))
(check-sat)

; obligation 9: store s[bx * 32 + i, by + g] | int32: largest linear offset < 2^31
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
 (and $x761 (< by 16))))
(assert
 (let (($x221 (>= i 0)))
 (and $x221 (< i 32))))
(assert
 (let (($x264 (>= g 0)))
 (and $x264 (< g 1))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x693 (* (- (+ (+ by g) 1) 1) 1)))
(let ((?x988 (+ 0 (* (- (+ (+ (* bx 32) i) 1) 1) 16))))
(let (($x689 (< (+ ?x988 ?x693) 2147483648)))
(not $x689)))))
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
 (and $x761 (< by 16))))
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
 (and $x761 (< by 16))))
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
 (and $x761 (< by 16))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2425 (* by 128)))
(let (($x5800 (>= ?x2425 0)))
(not $x5800))))
(check-sat)

; obligation 13: T.copy write y[bx * 32, by * 128] (32 x 128) | dim 1 upper: by * 128 + 128 <= 2048
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
 (and $x761 (< by 16))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2425 (* by 128)))
(let ((?x2925 (+ ?x2425 128)))
(let (($x4316 (<= ?x2925 2048)))
(not $x4316)))))
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
 (and $x761 (< by 16))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x165 (* (- (+ (* by 128) 128) 1) 1)))
(let (($x532 (< (+ (+ 0 (* (- (+ (* bx 32) 32) 1) 2048)) ?x165) 2147483648)))
(not $x532))))
(check-sat)
