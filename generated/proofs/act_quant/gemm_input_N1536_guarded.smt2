; obligation 0: T.copy read x[bx * 8, by * 256] (8 x 256) | dim 0 lower: bx * 8 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 6))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3811 (* bx 8)))
(let (($x4935 (>= ?x3811 0)))
(not $x4935))))
(check-sat)

; obligation 1: T.copy read x[bx * 8, by * 256] (8 x 256) | dim 0 upper: bx * 8 + 8 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 6))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3811 (* bx 8)))
(let ((?x6719 (+ ?x3811 8)))
(let (($x738 (<= ?x6719 M)))
(not $x738)))))
(check-sat)

; obligation 2: T.copy read x[bx * 8, by * 256] (8 x 256) | dim 1 lower: by * 256 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 6))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x6189 (* by 256)))
(let (($x6440 (>= ?x6189 0)))
(not $x6440))))
(check-sat)

; obligation 3: T.copy read x[bx * 8, by * 256] (8 x 256) | dim 1 upper: by * 256 + 256 <= 1536
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 6))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x6189 (* by 256)))
(let ((?x4533 (+ ?x6189 256)))
(let (($x4913 (<= ?x4533 1536)))
(not $x4913)))))
(check-sat)

; obligation 4: T.copy read x[bx * 8, by * 256] (8 x 256) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 6))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x1703 (* (- (+ (* by 256) 256) 1) 1)))
(let ((?x5699 (+ 0 (* (- (+ (* bx 8) 8) 1) 1536))))
(let (($x540 (< (+ ?x5699 ?x1703) 2147483648)))
(not $x540)))))
(check-sat)

; obligation 5: store s[bx * 8 + i, by * 2 + g] | dim 0 lower: bx * 8 + i >= 0
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
 (and $x2523 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 6))))
(assert
 (let (($x221 (>= i 0)))
 (and $x221 (< i 8))))
(assert
 (let (($x264 (>= g 0)))
 (and $x264 (< g 2))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3811 (* bx 8)))
(let ((?x3752 (+ ?x3811 i)))
(let (($x3191 (>= ?x3752 0)))
(not $x3191)))))
(check-sat)

; obligation 6: store s[bx * 8 + i, by * 2 + g] | dim 0 upper: bx * 8 + i + 1 <= M
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
 (and $x2523 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 6))))
(assert
 (let (($x221 (>= i 0)))
 (and $x221 (< i 8))))
(assert
 (let (($x264 (>= g 0)))
 (and $x264 (< g 2))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3811 (* bx 8)))
(let ((?x3752 (+ ?x3811 i)))
(let ((?x1637 (+ ?x3752 1)))
(let (($x4756 (<= ?x1637 M)))
(not $x4756))))))
(check-sat)

; obligation 7: store s[bx * 8 + i, by * 2 + g] | dim 1 lower: by * 2 + g >= 0
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
 (and $x2523 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 6))))
(assert
 (let (($x221 (>= i 0)))
 (and $x221 (< i 8))))
(assert
 (let (($x264 (>= g 0)))
 (and $x264 (< g 2))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3388 (+ (* by 2) g)))
(let (($x1831 (>= ?x3388 0)))
(not $x1831))))
(check-sat)

; obligation 8: store s[bx * 8 + i, by * 2 + g] | dim 1 upper: by * 2 + g + 1 <= 12
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
 (and $x2523 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 6))))
(assert
 (let (($x221 (>= i 0)))
 (and $x221 (< i 8))))
(assert
 (let (($x264 (>= g 0)))
 (and $x264 (< g 2))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3388 (+ (* by 2) g)))
(let ((?x3428 (+ ?x3388 1)))
(let (($x5068 (<= ?x3428 12)))
(not $x5068)))))
(check-sat)

; obligation 9: store s[bx * 8 + i, by * 2 + g] | int32: largest linear offset < 2^31
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
 (and $x2523 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 6))))
(assert
 (let (($x221 (>= i 0)))
 (and $x221 (< i 8))))
(assert
 (let (($x264 (>= g 0)))
 (and $x264 (< g 2))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x66 (* (- (+ (+ (* by 2) g) 1) 1) 1)))
(let ((?x5761 (+ (+ 0 (* (- (+ (+ (* bx 8) i) 1) 1) 12)) ?x66)))
(let (($x4435 (< ?x5761 2147483648)))
(not $x4435)))))
(check-sat)

; obligation 10: T.copy write y[bx * 8, by * 256] (8 x 256) | dim 0 lower: bx * 8 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 6))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3811 (* bx 8)))
(let (($x4935 (>= ?x3811 0)))
(not $x4935))))
(check-sat)

; obligation 11: T.copy write y[bx * 8, by * 256] (8 x 256) | dim 0 upper: bx * 8 + 8 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 6))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3811 (* bx 8)))
(let ((?x6719 (+ ?x3811 8)))
(let (($x738 (<= ?x6719 M)))
(not $x738)))))
(check-sat)

; obligation 12: T.copy write y[bx * 8, by * 256] (8 x 256) | dim 1 lower: by * 256 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 6))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x6189 (* by 256)))
(let (($x6440 (>= ?x6189 0)))
(not $x6440))))
(check-sat)

; obligation 13: T.copy write y[bx * 8, by * 256] (8 x 256) | dim 1 upper: by * 256 + 256 <= 1536
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 6))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x6189 (* by 256)))
(let ((?x4533 (+ ?x6189 256)))
(let (($x4913 (<= ?x4533 1536)))
(not $x4913)))))
(check-sat)

; obligation 14: T.copy write y[bx * 8, by * 256] (8 x 256) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2523 (>= bx 0)))
 (and $x2523 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x761 (>= by 0)))
 (and $x761 (< by 6))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x1703 (* (- (+ (* by 256) 256) 1) 1)))
(let ((?x5699 (+ 0 (* (- (+ (* bx 8) 8) 1) 1536))))
(let (($x540 (< (+ ?x5699 ?x1703) 2147483648)))
(not $x540)))))
(check-sat)
