; obligation 0: T.copy read x[bx, by * 1024] (1 x 1024) | dim 0 lower: bx >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x1829 (>= bx 0)))
 (and $x1829 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x455 (>= by 0)))
 (and $x455 (< by 7))))
(assert
 true)
(assert
 (let (($x5721 (<= M 16777216)))
 (let (($x4403 (>= M 0)))
 (and $x4403 $x5721))))
(assert
 (let (($x1829 (>= bx 0)))
(not $x1829)))
(check-sat)

; obligation 1: T.copy read x[bx, by * 1024] (1 x 1024) | dim 0 upper: bx + 1 <= M
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x1829 (>= bx 0)))
 (and $x1829 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x455 (>= by 0)))
 (and $x455 (< by 7))))
(assert
 true)
(assert
 (let (($x5721 (<= M 16777216)))
 (let (($x4403 (>= M 0)))
 (and $x4403 $x5721))))
(assert
 (let ((?x6012 (+ bx 1)))
(let (($x3431 (<= ?x6012 M)))
(not $x3431))))
(check-sat)

; obligation 2: T.copy read x[bx, by * 1024] (1 x 1024) | dim 1 lower: by * 1024 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x1829 (>= bx 0)))
 (and $x1829 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x455 (>= by 0)))
 (and $x455 (< by 7))))
(assert
 true)
(assert
 (let (($x5721 (<= M 16777216)))
 (let (($x4403 (>= M 0)))
 (and $x4403 $x5721))))
(assert
 (let ((?x3479 (* by 1024)))
(let (($x684 (>= ?x3479 0)))
(not $x684))))
(check-sat)

; obligation 3: T.copy read x[bx, by * 1024] (1 x 1024) | dim 1 upper: by * 1024 + 1024 <= 7168
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x1829 (>= bx 0)))
 (and $x1829 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x455 (>= by 0)))
 (and $x455 (< by 7))))
(assert
 true)
(assert
 (let (($x5721 (<= M 16777216)))
 (let (($x4403 (>= M 0)))
 (and $x4403 $x5721))))
(assert
 (let ((?x3479 (* by 1024)))
(let ((?x1773 (+ ?x3479 1024)))
(let (($x4301 (<= ?x1773 7168)))
(not $x4301)))))
(check-sat)

; obligation 4: T.copy read x[bx, by * 1024] (1 x 1024) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x1829 (>= bx 0)))
 (and $x1829 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x455 (>= by 0)))
 (and $x455 (< by 7))))
(assert
 true)
(assert
 (let (($x5721 (<= M 16777216)))
 (let (($x4403 (>= M 0)))
 (and $x4403 $x5721))))
(assert
 (let ((?x6325 (* (- (+ (* by 1024) 1024) 1) 1)))
(let (($x4137 (< (+ (+ 0 (* (- (+ bx 1) 1) 7168)) ?x6325) 2147483648)))
(not $x4137))))
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
 (let (($x1829 (>= bx 0)))
 (and $x1829 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x455 (>= by 0)))
 (and $x455 (< by 7))))
(assert
 (let (($x5187 (>= i 0)))
 (and $x5187 (< i 1))))
(assert
 (let (($x4284 (>= g 0)))
 (and $x4284 (< g 8))))
(assert
 true)
(assert
 (let (($x5721 (<= M 16777216)))
 (let (($x4403 (>= M 0)))
 (and $x4403 $x5721))))
(assert
 (let ((?x5616 (+ bx i)))
(let (($x2682 (>= ?x5616 0)))
(not $x2682))))
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
 (let (($x1829 (>= bx 0)))
 (and $x1829 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x455 (>= by 0)))
 (and $x455 (< by 7))))
(assert
 (let (($x5187 (>= i 0)))
 (and $x5187 (< i 1))))
(assert
 (let (($x4284 (>= g 0)))
 (and $x4284 (< g 8))))
(assert
 true)
(assert
 (let (($x5721 (<= M 16777216)))
 (let (($x4403 (>= M 0)))
 (and $x4403 $x5721))))
(assert
 (let ((?x5616 (+ bx i)))
(let ((?x2685 (+ ?x5616 1)))
(let (($x1194 (<= ?x2685 M)))
(not $x1194)))))
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
 (let (($x1829 (>= bx 0)))
 (and $x1829 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x455 (>= by 0)))
 (and $x455 (< by 7))))
(assert
 (let (($x5187 (>= i 0)))
 (and $x5187 (< i 1))))
(assert
 (let (($x4284 (>= g 0)))
 (and $x4284 (< g 8))))
(assert
 true)
(assert
 (let (($x5721 (<= M 16777216)))
 (let (($x4403 (>= M 0)))
 (and $x4403 $x5721))))
(assert
 (let ((?x5565 (+ (* by 8) g)))
(let (($x3248 (>= ?x5565 0)))
(not $x3248))))
(check-sat)

; obligation 8: store s[bx + i, by * 8 + g] | dim 1 upper: by * 8 + g + 1 <= 56
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x1829 (>= bx 0)))
 (and $x1829 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x455 (>= by 0)))
 (and $x455 (< by 7))))
(assert
 (let (($x5187 (>= i 0)))
 (and $x5187 (< i 1))))
(assert
 (let (($x4284 (>= g 0)))
 (and $x4284 (< g 8))))
(assert
 true)
(assert
 (let (($x5721 (<= M 16777216)))
 (let (($x4403 (>= M 0)))
 (and $x4403 $x5721))))
(assert
 (let ((?x5565 (+ (* by 8) g)))
(let ((?x3358 (+ ?x5565 1)))
(let (($x1567 (<= ?x3358 56)))
(not $x1567)))))
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
 (let (($x1829 (>= bx 0)))
 (and $x1829 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x455 (>= by 0)))
 (and $x455 (< by 7))))
(assert
 (let (($x5187 (>= i 0)))
 (and $x5187 (< i 1))))
(assert
 (let (($x4284 (>= g 0)))
 (and $x4284 (< g 8))))
(assert
 true)
(assert
 (let (($x5721 (<= M 16777216)))
 (let (($x4403 (>= M 0)))
 (and $x4403 $x5721))))
(assert
 (let ((?x3898 (* (- (+ (+ (* by 8) g) 1) 1) 1)))
(let (($x4915 (< (+ (+ 0 (* (- (+ (+ bx i) 1) 1) 56)) ?x3898) 2147483648)))
(not $x4915))))
(check-sat)

; obligation 10: T.copy write y[bx, by * 1024] (1 x 1024) | dim 0 lower: bx >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x1829 (>= bx 0)))
 (and $x1829 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x455 (>= by 0)))
 (and $x455 (< by 7))))
(assert
 true)
(assert
 (let (($x5721 (<= M 16777216)))
 (let (($x4403 (>= M 0)))
 (and $x4403 $x5721))))
(assert
 (let (($x1829 (>= bx 0)))
(not $x1829)))
(check-sat)

; obligation 11: T.copy write y[bx, by * 1024] (1 x 1024) | dim 0 upper: bx + 1 <= M
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x1829 (>= bx 0)))
 (and $x1829 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x455 (>= by 0)))
 (and $x455 (< by 7))))
(assert
 true)
(assert
 (let (($x5721 (<= M 16777216)))
 (let (($x4403 (>= M 0)))
 (and $x4403 $x5721))))
(assert
 (let ((?x6012 (+ bx 1)))
(let (($x3431 (<= ?x6012 M)))
(not $x3431))))
(check-sat)

; obligation 12: T.copy write y[bx, by * 1024] (1 x 1024) | dim 1 lower: by * 1024 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x1829 (>= bx 0)))
 (and $x1829 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x455 (>= by 0)))
 (and $x455 (< by 7))))
(assert
 true)
(assert
 (let (($x5721 (<= M 16777216)))
 (let (($x4403 (>= M 0)))
 (and $x4403 $x5721))))
(assert
 (let ((?x3479 (* by 1024)))
(let (($x684 (>= ?x3479 0)))
(not $x684))))
(check-sat)

; obligation 13: T.copy write y[bx, by * 1024] (1 x 1024) | dim 1 upper: by * 1024 + 1024 <= 7168
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x1829 (>= bx 0)))
 (and $x1829 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x455 (>= by 0)))
 (and $x455 (< by 7))))
(assert
 true)
(assert
 (let (($x5721 (<= M 16777216)))
 (let (($x4403 (>= M 0)))
 (and $x4403 $x5721))))
(assert
 (let ((?x3479 (* by 1024)))
(let ((?x1773 (+ ?x3479 1024)))
(let (($x4301 (<= ?x1773 7168)))
(not $x4301)))))
(check-sat)

; obligation 14: T.copy write y[bx, by * 1024] (1 x 1024) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x1829 (>= bx 0)))
 (and $x1829 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x455 (>= by 0)))
 (and $x455 (< by 7))))
(assert
 true)
(assert
 (let (($x5721 (<= M 16777216)))
 (let (($x4403 (>= M 0)))
 (and $x4403 $x5721))))
(assert
 (let ((?x6325 (* (- (+ (* by 1024) 1024) 1) 1)))
(let (($x4137 (< (+ (+ 0 (* (- (+ bx 1) 1) 7168)) ?x6325) 2147483648)))
(not $x4137))))
(check-sat)
