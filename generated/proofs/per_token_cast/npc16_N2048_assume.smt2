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
 (and $x455 (< by 2))))
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
 (and $x455 (< by 2))))
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
 (and $x455 (< by 2))))
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

; obligation 3: T.copy read x[bx, by * 1024] (1 x 1024) | dim 1 upper: by * 1024 + 1024 <= 2048
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
 (and $x455 (< by 2))))
(assert
 true)
(assert
 (let (($x5721 (<= M 16777216)))
 (let (($x4403 (>= M 0)))
 (and $x4403 $x5721))))
(assert
 (let ((?x3479 (* by 1024)))
(let ((?x1773 (+ ?x3479 1024)))
(let (($x1048 (<= ?x1773 2048)))
(not $x1048)))))
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
 (and $x455 (< by 2))))
(assert
 true)
(assert
 (let (($x5721 (<= M 16777216)))
 (let (($x4403 (>= M 0)))
 (and $x4403 $x5721))))
(assert
 (let ((?x6325 (* (- (+ (* by 1024) 1024) 1) 1)))
(let (($x648 (< (+ (+ 0 (* (- (+ bx 1) 1) 2048)) ?x6325) 2147483648)))
(not $x648))))
(check-sat)

; obligation 5: store s[bx + i, by * 64 + g] | dim 0 lower: bx + i >= 0
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
 (and $x455 (< by 2))))
(assert
 (let (($x5187 (>= i 0)))
 (and $x5187 (< i 1))))
(assert
 (let (($x4284 (>= g 0)))
 (and $x4284 (< g 64))))
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

; obligation 6: store s[bx + i, by * 64 + g] | dim 0 upper: bx + i + 1 <= M
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
 (and $x455 (< by 2))))
(assert
 (let (($x5187 (>= i 0)))
 (and $x5187 (< i 1))))
(assert
 (let (($x4284 (>= g 0)))
 (and $x4284 (< g 64))))
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

; obligation 7: store s[bx + i, by * 64 + g] | dim 1 lower: by * 64 + g >= 0
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
 (and $x455 (< by 2))))
(assert
 (let (($x5187 (>= i 0)))
 (and $x5187 (< i 1))))
(assert
 (let (($x4284 (>= g 0)))
 (and $x4284 (< g 64))))
(assert
 true)
(assert
 (let (($x5721 (<= M 16777216)))
 (let (($x4403 (>= M 0)))
 (and $x4403 $x5721))))
(assert
 (let ((?x6122 (+ (* by 64) g)))
(let (($x1247 (>= ?x6122 0)))
(not $x1247))))
(check-sat)

; obligation 8: store s[bx + i, by * 64 + g] | dim 1 upper: by * 64 + g + 1 <= 128
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
 (and $x455 (< by 2))))
(assert
 (let (($x5187 (>= i 0)))
 (and $x5187 (< i 1))))
(assert
 (let (($x4284 (>= g 0)))
 (and $x4284 (< g 64))))
(assert
 true)
(assert
 (let (($x5721 (<= M 16777216)))
 (let (($x4403 (>= M 0)))
 (and $x4403 $x5721))))
(assert
 (let ((?x6122 (+ (* by 64) g)))
(let ((?x5814 (+ ?x6122 1)))
(let (($x3297 (<= ?x5814 128)))
(not $x3297)))))
(check-sat)

; obligation 9: store s[bx + i, by * 64 + g] | int32: largest linear offset < 2^31
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
 (and $x455 (< by 2))))
(assert
 (let (($x5187 (>= i 0)))
 (and $x5187 (< i 1))))
(assert
 (let (($x4284 (>= g 0)))
 (and $x4284 (< g 64))))
(assert
 true)
(assert
 (let (($x5721 (<= M 16777216)))
 (let (($x4403 (>= M 0)))
 (and $x4403 $x5721))))
(assert
 (let ((?x5567 (* (- (+ (+ (* by 64) g) 1) 1) 1)))
(let ((?x4003 (+ 0 (* (- (+ (+ bx i) 1) 1) 128))))
(let (($x1365 (< (+ ?x4003 ?x5567) 2147483648)))
(not $x1365)))))
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
 (and $x455 (< by 2))))
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
 (and $x455 (< by 2))))
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
 (and $x455 (< by 2))))
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

; obligation 13: T.copy write y[bx, by * 1024] (1 x 1024) | dim 1 upper: by * 1024 + 1024 <= 2048
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
 (and $x455 (< by 2))))
(assert
 true)
(assert
 (let (($x5721 (<= M 16777216)))
 (let (($x4403 (>= M 0)))
 (and $x4403 $x5721))))
(assert
 (let ((?x3479 (* by 1024)))
(let ((?x1773 (+ ?x3479 1024)))
(let (($x1048 (<= ?x1773 2048)))
(not $x1048)))))
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
 (and $x455 (< by 2))))
(assert
 true)
(assert
 (let (($x5721 (<= M 16777216)))
 (let (($x4403 (>= M 0)))
 (and $x4403 $x5721))))
(assert
 (let ((?x6325 (* (- (+ (* by 1024) 1024) 1) 1)))
(let (($x648 (< (+ (+ 0 (* (- (+ bx 1) 1) 2048)) ?x6325) 2147483648)))
(not $x648))))
(check-sat)
