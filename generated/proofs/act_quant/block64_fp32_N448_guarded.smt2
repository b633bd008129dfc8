; obligation 0: T.copy read x[bx * 32, by * 64] (32 x 64) | dim 0 lower: bx * 32 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x1312 (* bx 32)))
(let (($x1818 (>= ?x1312 0)))
(not $x1818))))
(check-sat)

; obligation 1: T.copy read x[bx * 32, by * 64] (32 x 64) | dim 0 upper: bx * 32 + 32 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x1312 (* bx 32)))
(let ((?x5400 (+ ?x1312 32)))
(let (($x4340 (<= ?x5400 M)))
(not $x4340)))))
(check-sat)

; obligation 2: T.copy read x[bx * 32, by * 64] (32 x 64) | dim 1 lower: by * 64 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x257 (* by 64)))
(let (($x935 (>= ?x257 0)))
(not $x935))))
(check-sat)

; obligation 3: T.copy read x[bx * 32, by * 64] (32 x 64) | dim 1 upper: by * 64 + 64 <= 448
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x257 (* by 64)))
(let ((?x1175 (+ ?x257 64)))
(let (($x4192 (<= ?x1175 448)))
(not $x4192)))))
(check-sat)

; obligation 4: T.copy read x[bx * 32, by * 64] (32 x 64) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x4795 (* (- (+ (* by 64) 64) 1) 1)))
(let (($x6884 (< (+ (+ 0 (* (- (+ (* bx 32) 32) 1) 448)) ?x4795) 2147483648)))
(not $x6884))))
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
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 7))))
(assert
 (let (($x1703 (>= i 0)))
 (and $x1703 (< i 32))))
(assert
 (let (($x5500 (>= g 0)))
 (and $x5500 (< g 1))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x1312 (* bx 32)))
(let ((?x4581 (+ ?x1312 i)))
(let (($x688 (>= ?x4581 0)))
(not $x688)))))
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
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 7))))
(assert
 (let (($x1703 (>= i 0)))
 (and $x1703 (< i 32))))
(assert
 (let (($x5500 (>= g 0)))
 (and $x5500 (< g 1))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x1312 (* bx 32)))
(let ((?x4581 (+ ?x1312 i)))
(let ((?x2502 (+ ?x4581 1)))
(let (($x5246 (<= ?x2502 M)))
(not $x5246))))))
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
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 7))))
(assert
 (let (($x1703 (>= i 0)))
 (and $x1703 (< i 32))))
(assert
 (let (($x5500 (>= g 0)))
 (and $x5500 (< g 1))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x5109 (+ by g)))
(let (($x2395 (>= ?x5109 0)))
(not $x2395))))
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
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 7))))
(assert
 (let (($x1703 (>= i 0)))
 (and $x1703 (< i 32))))
(assert
 (let (($x5500 (>= g 0)))
 (and $x5500 (< g 1))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x5109 (+ by g)))
(let ((?x4654 (+ ?x5109 1)))
(let (($x5517 (<= ?x4654 7)))
(not $x5517)))))
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
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 7))))
(assert
 (let (($x1703 (>= i 0)))
 (and $x1703 (< i 32))))
(assert
 (let (($x5500 (>= g 0)))
 (and $x5500 (< g 1))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x5842 (* (- (+ (+ by g) 1) 1) 1)))
(let ((?x2006 (+ (+ 0 (* (- (+ (+ (* bx 32) i) 1) 1) 7)) ?x5842)))
(let (($x2107 (< ?x2006 2147483648)))
(not $x2107)))))
(check-sat)

; obligation 10: T.copy write y[bx * 32, by * 64] (32 x 64) | dim 0 lower: bx * 32 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x1312 (* bx 32)))
(let (($x1818 (>= ?x1312 0)))
(not $x1818))))
(check-sat)

; obligation 11: T.copy write y[bx * 32, by * 64] (32 x 64) | dim 0 upper: bx * 32 + 32 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x1312 (* bx 32)))
(let ((?x5400 (+ ?x1312 32)))
(let (($x4340 (<= ?x5400 M)))
(not $x4340)))))
(check-sat)

; obligation 12: T.copy write y[bx * 32, by * 64] (32 x 64) | dim 1 lower: by * 64 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x257 (* by 64)))
(let (($x935 (>= ?x257 0)))
(not $x935))))
(check-sat)

; obligation 13: T.copy write y[bx * 32, by * 64] (32 x 64) | dim 1 upper: by * 64 + 64 <= 448
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x257 (* by 64)))
(let ((?x1175 (+ ?x257 64)))
(let (($x4192 (<= ?x1175 448)))
(not $x4192)))))
(check-sat)

; obligation 14: T.copy write y[bx * 32, by * 64] (32 x 64) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 7))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x4795 (* (- (+ (* by 64) 64) 1) 1)))
(let (($x6884 (< (+ (+ 0 (* (- (+ (* bx 32) 32) 1) 448)) ?x4795) 2147483648)))
(not $x6884))))
(check-sat)
