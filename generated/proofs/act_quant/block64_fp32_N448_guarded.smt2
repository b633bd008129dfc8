; obligation 0: T.copy read x[bx * 32, by * 64] (32 x 64) | dim 0 lower: bx * 32 >= 0
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
 (and $x761 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3997 (* bx 32)))
(let (($x3185 (>= ?x3997 0)))
(not $x3185))))
(check-sat)

; obligation 1: T.copy read x[bx * 32, by * 64] (32 x 64) | dim 0 upper: bx * 32 + 32 <= M
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
 (and $x761 (< by 7))))
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

; obligation 2: T.copy read x[bx * 32, by * 64] (32 x 64) | dim 1 lower: by * 64 >= 0
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
 (and $x761 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2842 (* by 64)))
(let (($x3330 (>= ?x2842 0)))
(not $x3330))))
(check-sat)

; obligation 3: T.copy read x[bx * 32, by * 64] (32 x 64) | dim 1 upper: by * 64 + 64 <= 448
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
 (and $x761 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2842 (* by 64)))
(let ((?x3825 (+ ?x2842 64)))
(let (($x1125 (<= ?x3825 448)))
(not $x1125)))))
(check-sat)

; obligation 4: T.copy read x[bx * 32, by * 64] (32 x 64) | int32: largest linear offset < 2^31
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
 (and $x761 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x5940 (* (- (+ (* by 64) 64) 1) 1)))
(let (($x1605 (< (+ (+ 0 (* (- (+ (* bx 32) 32) 1) 448)) ?x5940) 2147483648)))
(not $x1605))))
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
 (and $x761 (< by 7))))
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
 (and $x761 (< by 7))))
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
 (and $x761 (< by 7))))
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

; obligation 8: store s[bx * 32 + i, by + g] | dim 1 upper: by + g + 1 <= 7
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
 (and $x761 (< by 7))))
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
(let (($x5681 (<= ?x6511 7)))
(not $x5681)))))
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
 (and $x761 (< by 7))))
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
(let ((?x6587 (+ (+ 0 (* (- (+ (+ (* bx 32) i) 1) 1) 7)) ?x693)))
(let (($x5685 (< ?x6587 2147483648)))
(not $x5685)))))
(check-sat)

; obligation 10: T.copy write y[bx * 32, by * 64] (32 x 64) | dim 0 lower: bx * 32 >= 0
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
 (and $x761 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3997 (* bx 32)))
(let (($x3185 (>= ?x3997 0)))
(not $x3185))))
(check-sat)

; obligation 11: T.copy write y[bx * 32, by * 64] (32 x 64) | dim 0 upper: bx * 32 + 32 <= M
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
 (and $x761 (< by 7))))
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

; obligation 12: T.copy write y[bx * 32, by * 64] (32 x 64) | dim 1 lower: by * 64 >= 0
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
 (and $x761 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2842 (* by 64)))
(let (($x3330 (>= ?x2842 0)))
(not $x3330))))
(check-sat)

; obligation 13: T.copy write y[bx * 32, by * 64] (32 x 64) | dim 1 upper: by * 64 + 64 <= 448
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
 (and $x761 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2842 (* by 64)))
(let ((?x3825 (+ ?x2842 64)))
(let (($x1125 (<= ?x3825 448)))
(not $x1125)))))
(check-sat)

; obligation 14: T.copy write y[bx * 32, by * 64] (32 x 64) | int32: largest linear offset < 2^31
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
 (and $x761 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x5940 (* (- (+ (* by 64) 64) 1) 1)))
(let (($x1605 (< (+ (+ 0 (* (- (+ (* bx 32) 32) 1) 448)) ?x5940) 2147483648)))
(not $x1605))))
(check-sat)
