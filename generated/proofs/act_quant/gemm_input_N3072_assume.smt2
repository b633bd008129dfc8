; obligation 0: T.copy read x[bx, by * 1024] (1 x 1024) | dim 0 lower: bx >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 3))))
(assert
 true)
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let (($x4905 (>= bx 0)))
(not $x4905)))
(check-sat)

; obligation 1: T.copy read x[bx, by * 1024] (1 x 1024) | dim 0 upper: bx + 1 <= M
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 3))))
(assert
 true)
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2784 (+ bx 1)))
(let (($x1699 (<= ?x2784 M)))
(not $x1699))))
(check-sat)

; obligation 2: T.copy read x[bx, by * 1024] (1 x 1024) | dim 1 lower: by * 1024 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 3))))
(assert
 true)
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x761 (* by 1024)))
(let (($x6189 (>= ?x761 0)))
(not $x6189))))
(check-sat)

; obligation 3: T.copy read x[bx, by * 1024] (1 x 1024) | dim 1 upper: by * 1024 + 1024 <= 3072
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 3))))
(assert
 true)
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x761 (* by 1024)))
(let ((?x4935 (+ ?x761 1024)))
(let (($x4151 (<= ?x4935 3072)))
(not $x4151)))))
(check-sat)

; obligation 4: T.copy read x[bx, by * 1024] (1 x 1024) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 3))))
(assert
 true)
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x4533 (* (- (+ (* by 1024) 1024) 1) 1)))
(let (($x5699 (< (+ (+ 0 (* (- (+ bx 1) 1) 3072)) ?x4533) 2147483648)))
(not $x5699))))
(check-sat)

; obligation 5: store s[bx + i, by * 8 + g] | dim 0 lower: bx + i >= 0
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
 (and $x4905 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 3))))
(assert
 (let (($x1703 (>= i 0)))
 (and $x1703 (< i 1))))
(assert
 (let (($x5500 (>= g 0)))
 (and $x5500 (< g 8))))
(assert
 true)
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x622 (+ bx i)))
(let (($x4616 (>= ?x622 0)))
(not $x4616))))
(check-sat)

; obligation 6: store s[bx + i, by * 8 + g] | dim 0 upper: bx + i + 1 <= M
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
 (and $x4905 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 3))))
(assert
 (let (($x1703 (>= i 0)))
 (and $x1703 (< i 1))))
(assert
 (let (($x5500 (>= g 0)))
 (and $x5500 (< g 8))))
(assert
 true)
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x622 (+ bx i)))
(let ((?x4213 (+ ?x622 1)))
(let (($x3752 (<= ?x4213 M)))
(not $x3752)))))
(check-sat)

; obligation 7: store s[bx + i, by * 8 + g] | dim 1 lower: by * 8 + g >= 0
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
 (and $x4905 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 3))))
(assert
 (let (($x1703 (>= i 0)))
 (and $x1703 (< i 1))))
(assert
 (let (($x5500 (>= g 0)))
 (and $x5500 (< g 8))))
(assert
 true)
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x264 (+ (* by 8) g)))
(let (($x3388 (>= ?x264 0)))
(not $x3388))))
(check-sat)

; obligation 8: store s[bx + i, by * 8 + g] | dim 1 upper: by * 8 + g + 1 <= 24
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
 (and $x4905 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 3))))
(assert
 (let (($x1703 (>= i 0)))
 (and $x1703 (< i 1))))
(assert
 (let (($x5500 (>= g 0)))
 (and $x5500 (< g 8))))
(assert
 true)
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x264 (+ (* by 8) g)))
(let ((?x3191 (+ ?x264 1)))
(let (($x3532 (<= ?x3191 24)))
(not $x3532)))))
(check-sat)

; obligation 9: store s[bx + i, by * 8 + g] | int32: largest linear offset < 2^31
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
 (and $x4905 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 3))))
(assert
 (let (($x1703 (>= i 0)))
 (and $x1703 (< i 1))))
(assert
 (let (($x5500 (>= g 0)))
 (and $x5500 (< g 8))))
(assert
 true)
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x3428 (* (- (+ (+ (* by 8) g) 1) 1) 1)))
(let (($x3516 (< (+ (+ 0 (* (- (+ (+ bx i) 1) 1) 24)) ?x3428) 2147483648)))
(not $x3516))))
(check-sat)

; obligation 10: T.copy write y[bx, by * 1024] (1 x 1024) | dim 0 lower: bx >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 3))))
(assert
 true)
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let (($x4905 (>= bx 0)))
(not $x4905)))
(check-sat)

; obligation 11: T.copy write y[bx, by * 1024] (1 x 1024) | dim 0 upper: bx + 1 <= M
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 3))))
(assert
 true)
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2784 (+ bx 1)))
(let (($x1699 (<= ?x2784 M)))
(not $x1699))))
(check-sat)

; obligation 12: T.copy write y[bx, by * 1024] (1 x 1024) | dim 1 lower: by * 1024 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 3))))
(assert
 true)
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x761 (* by 1024)))
(let (($x6189 (>= ?x761 0)))
(not $x6189))))
(check-sat)

; obligation 13: T.copy write y[bx, by * 1024] (1 x 1024) | dim 1 upper: by * 1024 + 1024 <= 3072
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 3))))
(assert
 true)
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x761 (* by 1024)))
(let ((?x4935 (+ ?x761 1024)))
(let (($x4151 (<= ?x4935 3072)))
(not $x4151)))))
(check-sat)

; obligation 14: T.copy write y[bx, by * 1024] (1 x 1024) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4905 (>= bx 0)))
 (and $x4905 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x449 (>= by 0)))
 (and $x449 (< by 3))))
(assert
 true)
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x4533 (* (- (+ (* by 1024) 1024) 1) 1)))
(let (($x5699 (< (+ (+ 0 (* (- (+ bx 1) 1) 3072)) ?x4533) 2147483648)))
(not $x5699))))
(check-sat)
