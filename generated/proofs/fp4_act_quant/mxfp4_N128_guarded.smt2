; obligation 0: T.copy read x[bx * 4, by * 128] (4 x 128) | dim 0 lower: bx * 4 >= 0
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
 (and $x5238 (< by 1))))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x5721 (* bx 4)))
(let (($x2905 (>= ?x5721 0)))
(not $x2905))))
(check-sat)

; obligation 1: T.copy read x[bx * 4, by * 128] (4 x 128) | dim 0 upper: bx * 4 + 4 <= M
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
 (and $x5238 (< by 1))))
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

; obligation 2: T.copy read x[bx * 4, by * 128] (4 x 128) | dim 1 lower: by * 128 >= 0
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
 (and $x5238 (< by 1))))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x2230 (* by 128)))
(let (($x4309 (>= ?x2230 0)))
(not $x4309))))
(check-sat)

; obligation 3: T.copy read x[bx * 4, by * 128] (4 x 128) | dim 1 upper: by * 128 + 128 <= 128
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
 (and $x5238 (< by 1))))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x2230 (* by 128)))
(let ((?x3542 (+ ?x2230 128)))
(let (($x6462 (<= ?x3542 128)))
(not $x6462)))))
(check-sat)

; obligation 4: T.copy read x[bx * 4, by * 128] (4 x 128) | int32: largest linear offset < 2^31
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
 (and $x5238 (< by 1))))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x6456 (+ (+ 0 (* (- (+ (* bx 4) 4) 1) 128)) (* (- (+ (* by 128) 128) 1) 1))))
(let (($x6145 (< ?x6456 2147483648)))
(not $x6145))))
(check-sat)

; obligation 5: store s[bx * 4 + i, by * 4 + g] | dim 0 lower: bx * 4 + i >= 0
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
 (and $x5238 (< by 1))))
(assert
 (let (($x3336 (>= i 0)))
 (and $x3336 (< i 4))))
(assert
 (let (($x6537 (>= g 0)))
 (and $x6537 (< g 4))))
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

; obligation 6: store s[bx * 4 + i, by * 4 + g] | dim 0 upper: bx * 4 + i + 1 <= M
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
 (and $x5238 (< by 1))))
(assert
 (let (($x3336 (>= i 0)))
 (and $x3336 (< i 4))))
(assert
 (let (($x6537 (>= g 0)))
 (and $x6537 (< g 4))))
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

; obligation 7: store s[bx * 4 + i, by * 4 + g] | dim 1 lower: by * 4 + g >= 0
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
 (and $x5238 (< by 1))))
(assert
 (let (($x3336 (>= i 0)))
 (and $x3336 (< i 4))))
(assert
 (let (($x6537 (>= g 0)))
 (and $x6537 (< g 4))))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x3706 (+ (* by 4) g)))
(let (($x3487 (>= ?x3706 0)))
(not $x3487))))
(check-sat)

; obligation 8: store s[bx * 4 + i, by * 4 + g] | dim 1 upper: by * 4 + g + 1 <= 4
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
 (and $x5238 (< by 1))))
(assert
 (let (($x3336 (>= i 0)))
 (and $x3336 (< i 4))))
(assert
 (let (($x6537 (>= g 0)))
 (and $x6537 (< g 4))))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x3706 (+ (* by 4) g)))
(let ((?x1181 (+ ?x3706 1)))
(let (($x5091 (<= ?x1181 4)))
(not $x5091)))))
(check-sat)

; obligation 9: store s[bx * 4 + i, by * 4 + g] | int32: largest linear offset < 2^31
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
 (and $x5238 (< by 1))))
(assert
 (let (($x3336 (>= i 0)))
 (and $x3336 (< i 4))))
(assert
 (let (($x6537 (>= g 0)))
 (and $x6537 (< g 4))))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x217 (+ (+ 0 (* (- (+ (+ (* bx 4) i) 1) 1) 4)) (* (- (+ (+ (* by 4) g) 1) 1) 1))))
(let (($x1385 (< ?x217 2147483648)))
(not $x1385))))
(check-sat)

; obligation 10: T.copy write y[bx * 4, by * 128 // 2] (4 x 64) | dim 0 lower: bx * 4 >= 0
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
 (and $x5238 (< by 1))))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x5721 (* bx 4)))
(let (($x2905 (>= ?x5721 0)))
(not $x2905))))
(check-sat)

; obligation 11: T.copy write y[bx * 4, by * 128 // 2] (4 x 64) | dim 0 upper: bx * 4 + 4 <= M
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
 (and $x5238 (< by 1))))
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

; obligation 12: T.copy write y[bx * 4, by * 128 // 2] (4 x 64) | dim 1 lower: by * 128 // 2 >= 0
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
 (and $x5238 (< by 1))))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x2230 (* by 128)))
(let ((?x5548 (div ?x2230 2)))
(let (($x4667 (>= ?x5548 0)))
(not $x4667)))))
(check-sat)

; obligation 13: T.copy write y[bx * 4, by * 128 // 2] (4 x 64) | dim 1 upper: by * 128 // 2 + 64 <= 64
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
 (and $x5238 (< by 1))))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x2230 (* by 128)))
(let ((?x5548 (div ?x2230 2)))
(let ((?x1600 (+ ?x5548 64)))
(let (($x2258 (<= ?x1600 64)))
(not $x2258))))))
(check-sat)

; obligation 14: T.copy write y[bx * 4, by * 128 // 2] (4 x 64) | int32: largest linear offset < 2^31
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
 (and $x5238 (< by 1))))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x6697 (+ (+ 0 (* (- (+ (* bx 4) 4) 1) 64)) (* (- (+ (div (* by 128) 2) 64) 1) 1))))
(let (($x4579 (< ?x6697 2147483648)))
(not $x4579))))
(check-sat)
