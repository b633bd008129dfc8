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
 (= (mod M 4) 0))
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
 (= (mod M 4) 0))
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
 (= (mod M 4) 0))
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
 (= (mod M 4) 0))
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
 (= (mod M 4) 0))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x6773 (* (- (+ (* by 256) 256) 1) 1)))
(let (($x6389 (< (+ (+ 0 (* (- (+ (* bx 4) 4) 1) 7168)) ?x6773) 2147483648)))
(not $x6389))))
(check-sat)

; obligation 5: T.copy write x[bx * 4, by * 256] (4 x 256) | dim 0 lower: bx * 4 >= 0
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
 (= (mod M 4) 0))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x5721 (* bx 4)))
(let (($x2905 (>= ?x5721 0)))
(not $x2905))))
(check-sat)

; obligation 6: T.copy write x[bx * 4, by * 256] (4 x 256) | dim 0 upper: bx * 4 + 4 <= M
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
 (= (mod M 4) 0))
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

; obligation 7: T.copy write x[bx * 4, by * 256] (4 x 256) | dim 1 lower: by * 256 >= 0
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
 (= (mod M 4) 0))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x4508 (* by 256)))
(let (($x243 (>= ?x4508 0)))
(not $x243))))
(check-sat)

; obligation 8: T.copy write x[bx * 4, by * 256] (4 x 256) | dim 1 upper: by * 256 + 256 <= 7168
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
 (= (mod M 4) 0))
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

; obligation 9: T.copy write x[bx * 4, by * 256] (4 x 256) | int32: largest linear offset < 2^31
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
 (= (mod M 4) 0))
(assert
 (let (($x6938 (<= M 16777216)))
 (let (($x4753 (>= M 0)))
 (and $x4753 $x6938))))
(assert
 (let ((?x6773 (* (- (+ (* by 256) 256) 1) 1)))
(let (($x6389 (< (+ (+ 0 (* (- (+ (* bx 4) 4) 1) 7168)) ?x6773) 2147483648)))
(not $x6389))))
(check-sat)
