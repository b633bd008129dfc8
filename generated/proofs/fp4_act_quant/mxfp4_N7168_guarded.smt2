; obligation 0: T.copy read x[bx * 4, by * 256] (4 x 256) | dim 0 lower: bx * 4 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5662 (>= bx 0)))
 (and $x5662 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x5238 (>= by 0)))
 (and $x5238 (< by 28))))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x5721 (* bx 4)))
(let (($x2905 (>= ?x5721 0)))
(not $x2905))))
(check-sat)

; obligation 1: T.copy read x[bx * 4, by * 256] (4 x 256) | dim 0 upper: bx * 4 + 4 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5662 (>= bx 0)))
 (and $x5662 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x5238 (>= by 0)))
 (and $x5238 (< by 28))))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x5721 (* bx 4)))
(let ((?x4403 (+ ?x5721 4)))
(let (($x4213 (<= ?x4403 M)))
(not $x4213)))))
(check-sat)

; obligation 2: T.copy read x[bx * 4, by * 256] (4 x 256) | dim 1 lower: by * 256 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5662 (>= bx 0)))
 (and $x5662 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x5238 (>= by 0)))
 (and $x5238 (< by 28))))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x4508 (* by 256)))
(let (($x243 (>= ?x4508 0)))
(not $x243))))
(check-sat)

; obligation 3: T.copy read x[bx * 4, by * 256] (4 x 256) | dim 1 upper: by * 256 + 256 <= 7168
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5662 (>= bx 0)))
 (and $x5662 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x5238 (>= by 0)))
 (and $x5238 (< by 28))))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x4508 (* by 256)))
(let ((?x1986 (+ ?x4508 256)))
(let (($x3731 (<= ?x1986 7168)))
(not $x3731)))))
(check-sat)

; obligation 4: T.copy read x[bx * 4, by * 256] (4 x 256) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5662 (>= bx 0)))
 (and $x5662 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x5238 (>= by 0)))
 (and $x5238 (< by 28))))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x6773 (* (- (+ (* by 256) 256) 1) 1)))
(let (($x6389 (< (+ (+ 0 (* (- (+ (* bx 4) 4) 1) 7168)) ?x6773) 2147483648)))
(not $x6389))))
(check-sat)

; obligation 5: store s[bx * 4 + i, by * 8 + g] | dim 0 lower: bx * 4 + i >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x5662 (>= bx 0)))
 (and $x5662 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x5238 (>= by 0)))
 (and $x5238 (< by 28))))
(assert
 (let (($x3336 (>= i 0)))
 (and $x3336 (< i 4))))
(assert
 (let (($x6537 (>= g 0)))
 (and $x6537 (< g 8))))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x5721 (* bx 4)))
(let ((?x6764 (+ ?x5721 i)))
(let (($x1696 (>= ?x6764 0)))
(not $x1696)))))
(check-sat)

; obligation 6: store s[bx * 4 + i, by * 8 + g] | dim 0 upper: bx * 4 + i + 1 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x5662 (>= bx 0)))
 (and $x5662 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x5238 (>= by 0)))
 (and $x5238 (< by 28))))
(assert
 (let (($x3336 (>= i 0)))
 (and $x3336 (< i 4))))
(assert
 (let (($x6537 (>= g 0)))
 (and $x6537 (< g 8))))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x5721 (* bx 4)))
(let ((?x6764 (+ ?x5721 i)))
(let ((?x3161 (+ ?x6764 1)))
(let (($x6032 (<= ?x3161 M)))
(not $x6032))))))
(check-sat)

; obligation 7: store s[bx * 4 + i, by * 8 + g] | dim 1 lower: by * 8 + g >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x5662 (>= bx 0)))
 (and $x5662 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x5238 (>= by 0)))
 (and $x5238 (< by 28))))
(assert
 (let (($x3336 (>= i 0)))
 (and $x3336 (< i 4))))
(assert
 (let (($x6537 (>= g 0)))
 (and $x6537 (< g 8))))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x4031 (+ (* by 8) g)))
(let (($x1790 (>= ?x4031 0)))
(not $x1790))))
(check-sat)

; obligation 8: store s[bx * 4 + i, by * 8 + g] | dim 1 upper: by * 8 + g + 1 <= 224
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x5662 (>= bx 0)))
 (and $x5662 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x5238 (>= by 0)))
 (and $x5238 (< by 28))))
(assert
 (let (($x3336 (>= i 0)))
 (and $x3336 (< i 4))))
(assert
 (let (($x6537 (>= g 0)))
 (and $x6537 (< g 8))))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x4031 (+ (* by 8) g)))
(let ((?x6224 (+ ?x4031 1)))
(let (($x2626 (<= ?x6224 224)))
(not $x2626)))))
(check-sat)

; obligation 9: store s[bx * 4 + i, by * 8 + g] | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x5662 (>= bx 0)))
 (and $x5662 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x5238 (>= by 0)))
 (and $x5238 (< by 28))))
(assert
 (let (($x3336 (>= i 0)))
 (and $x3336 (< i 4))))
(assert
 (let (($x6537 (>= g 0)))
 (and $x6537 (< g 8))))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x1069 (* (- (+ (+ (* by 8) g) 1) 1) 1)))
(let ((?x2713 (+ (+ 0 (* (- (+ (+ (* bx 4) i) 1) 1) 224)) ?x1069)))
(let (($x6632 (< ?x2713 2147483648)))
(not $x6632)))))
(check-sat)

; obligation 10: T.copy write y[bx * 4, by * 256 // 2] (4 x 128) | dim 0 lower: bx * 4 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5662 (>= bx 0)))
 (and $x5662 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x5238 (>= by 0)))
 (and $x5238 (< by 28))))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x5721 (* bx 4)))
(let (($x2905 (>= ?x5721 0)))
(not $x2905))))
(check-sat)

; obligation 11: T.copy write y[bx * 4, by * 256 // 2] (4 x 128) | dim 0 upper: bx * 4 + 4 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5662 (>= bx 0)))
 (and $x5662 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x5238 (>= by 0)))
 (and $x5238 (< by 28))))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x5721 (* bx 4)))
(let ((?x4403 (+ ?x5721 4)))
(let (($x4213 (<= ?x4403 M)))
(not $x4213)))))
(check-sat)

; obligation 12: T.copy write y[bx * 4, by * 256 // 2] (4 x 128) | dim 1 lower: by * 256 // 2 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5662 (>= bx 0)))
 (and $x5662 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x5238 (>= by 0)))
 (and $x5238 (< by 28))))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x4508 (* by 256)))
(let ((?x2454 (div ?x4508 2)))
(let (($x5476 (>= ?x2454 0)))
(not $x5476)))))
(check-sat)

; obligation 13: T.copy write y[bx * 4, by * 256 // 2] (4 x 128) | dim 1 upper: by * 256 // 2 + 128 <= 3584
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5662 (>= bx 0)))
 (and $x5662 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x5238 (>= by 0)))
 (and $x5238 (< by 28))))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x4508 (* by 256)))
(let ((?x2454 (div ?x4508 2)))
(let ((?x2806 (+ ?x2454 128)))
(let (($x602 (<= ?x2806 3584)))
(not $x602))))))
(check-sat)

; obligation 14: T.copy write y[bx * 4, by * 256 // 2] (4 x 128) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5662 (>= bx 0)))
 (and $x5662 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x5238 (>= by 0)))
 (and $x5238 (< by 28))))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x5832 (* (- (+ (div (* by 256) 2) 128) 1) 1)))
(let (($x4228 (< (+ (+ 0 (* (- (+ (* bx 4) 4) 1) 3584)) ?x5832) 2147483648)))
(not $x4228))))
(check-sat)
