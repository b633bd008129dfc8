; obligation 0: T.copy read x[bx * 32, by * 128] (32 x 128) | dim 0 lower: bx * 32 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 32))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x4127 (* bx 32)))
(let (($x2996 (>= ?x4127 0)))
(not $x2996))))
(check-sat)

; obligation 1: T.copy read x[bx * 32, by * 128] (32 x 128) | dim 0 upper: bx * 32 + 32 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 32))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x4127 (* bx 32)))
(let ((?x5521 (+ ?x4127 32)))
(let (($x3202 (<= ?x5521 M)))
(not $x3202)))))
(check-sat)

; obligation 2: T.copy read x[bx * 32, by * 128] (32 x 128) | dim 1 lower: by * 128 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 32))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x1516 (* by 128)))
(let (($x3697 (>= ?x1516 0)))
(not $x3697))))
(check-sat)

; obligation 3: T.copy read x[bx * 32, by * 128] (32 x 128) | dim 1 upper: by * 128 + 128 <= 4096
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 32))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x1516 (* by 128)))
(let ((?x3332 (+ ?x1516 128)))
(let (($x2017 (<= ?x3332 4096)))
(not $x2017)))))
(check-sat)

; obligation 4: T.copy read x[bx * 32, by * 128] (32 x 128) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 32))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x4225 (* (- (+ (* by 128) 128) 1) 1)))
(let (($x3017 (< (+ (+ 0 (* (- (+ (* bx 32) 32) 1) 4096)) ?x4225) 2147483648)))
(not $x3017))))
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
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 32))))
(assert
 (let (($x960 (>= i 0)))
 (and $x960 (< i 32))))
(assert
 (let (($x5612 (>= g 0)))
 (and $x5612 (< g 1))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x4127 (* bx 32)))
(let ((?x667 (+ ?x4127 i)))
(let (($x1600 (>= ?x667 0)))
(not $x1600)))))
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
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 32))))
(assert
 (let (($x960 (>= i 0)))
 (and $x960 (< i 32))))
(assert
 (let (($x5612 (>= g 0)))
 (and $x5612 (< g 1))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x4127 (* bx 32)))
(let ((?x667 (+ ?x4127 i)))
(let ((?x3247 (+ ?x667 1)))
(let (($x4736 (<= ?x3247 M)))
(not $x4736))))))
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
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 32))))
(assert
 (let (($x960 (>= i 0)))
 (and $x960 (< i 32))))
(assert
 (let (($x5612 (>= g 0)))
 (and $x5612 (< g 1))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x798 (+ by g)))
(let (($x3223 (>= ?x798 0)))
(not $x3223))))
(check-sat)

; obligation 8: store s[bx * 32 + i, by + g] | dim 1 upper: by + g + 1 <= 32
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 32))))
(assert
 (let (($x960 (>= i 0)))
 (and $x960 (< i 32))))
(assert
 (let (($x5612 (>= g 0)))
 (and $x5612 (< g 1))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x798 (+ by g)))
(let ((?x4737 (+ ?x798 1)))
(let (($x1819 (<= ?x4737 32)))
(not $x1819)))))
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
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 32))))
(assert
 (let (($x960 (>= i 0)))
 (and $x960 (< i 32))))
(assert
 (let (($x5612 (>= g 0)))
 (and $x5612 (< g 1))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x278 (* (- (+ (+ by g) 1) 1) 1)))
(let ((?x568 (+ 0 (* (- (+ (+ (* bx 32) i) 1) 1) 32))))
(let (($x6121 (< (+ ?x568 ?x278) 2147483648)))
(not $x6121)))))
(check-sat)

; obligation 10: T.copy write y[bx * 32, by * 128] (32 x 128) | dim 0 lower: bx * 32 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 32))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x4127 (* bx 32)))
(let (($x2996 (>= ?x4127 0)))
(not $x2996))))
(check-sat)

; obligation 11: T.copy write y[bx * 32, by * 128] (32 x 128) | dim 0 upper: bx * 32 + 32 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 32))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x4127 (* bx 32)))
(let ((?x5521 (+ ?x4127 32)))
(let (($x3202 (<= ?x5521 M)))
(not $x3202)))))
(check-sat)

; obligation 12: T.copy write y[bx * 32, by * 128] (32 x 128) | dim 1 lower: by * 128 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 32))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x1516 (* by 128)))
(let (($x3697 (>= ?x1516 0)))
(not $x3697))))
(check-sat)

; obligation 13: T.copy write y[bx * 32, by * 128] (32 x 128) | dim 1 upper: by * 128 + 128 <= 4096
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 32))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x1516 (* by 128)))
(let ((?x3332 (+ ?x1516 128)))
(let (($x2017 (<= ?x3332 4096)))
(not $x2017)))))
(check-sat)

; obligation 14: T.copy write y[bx * 32, by * 128] (32 x 128) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 32) 1) 32))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 32))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x4225 (* (- (+ (* by 128) 128) 1) 1)))
(let (($x3017 (< (+ (+ 0 (* (- (+ (* bx 32) 32) 1) 4096)) ?x4225) 2147483648)))
(not $x3017))))
(check-sat)
