; obligation 0: T.copy read x[bx * 32, by * 128] (32 x 128) | dim 0 lower: bx * 32 >= 0
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
 (and $x449 (< by 32))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x1312 (* bx 32)))
(let (($x1818 (>= ?x1312 0)))
(not $x1818))))
(check-sat)

; obligation 1: T.copy read x[bx * 32, by * 128] (32 x 128) | dim 0 upper: bx * 32 + 32 <= M
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
 (and $x449 (< by 32))))
(assert
 (= (mod M 32) 0))
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

; obligation 2: T.copy read x[bx * 32, by * 128] (32 x 128) | dim 1 lower: by * 128 >= 0
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
 (and $x449 (< by 32))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x728 (* by 128)))
(let (($x1187 (>= ?x728 0)))
(not $x1187))))
(check-sat)

; obligation 3: T.copy read x[bx * 32, by * 128] (32 x 128) | dim 1 upper: by * 128 + 128 <= 4096
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
 (and $x449 (< by 32))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x728 (* by 128)))
(let ((?x3267 (+ ?x728 128)))
(let (($x5143 (<= ?x3267 4096)))
(not $x5143)))))
(check-sat)

; obligation 4: T.copy read x[bx * 32, by * 128] (32 x 128) | int32: largest linear offset < 2^31
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
 (and $x449 (< by 32))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2912 (* (- (+ (* by 128) 128) 1) 1)))
(let (($x1978 (< (+ (+ 0 (* (- (+ (* bx 32) 32) 1) 4096)) ?x2912) 2147483648)))
(not $x1978))))
(check-sat)

; obligation 5: T.copy write x[bx * 32, by * 128] (32 x 128) | dim 0 lower: bx * 32 >= 0
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
 (and $x449 (< by 32))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x1312 (* bx 32)))
(let (($x1818 (>= ?x1312 0)))
(not $x1818))))
(check-sat)

; obligation 6: T.copy write x[bx * 32, by * 128] (32 x 128) | dim 0 upper: bx * 32 + 32 <= M
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
 (and $x449 (< by 32))))
(assert
 (= (mod M 32) 0))
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

; obligation 7: T.copy write x[bx * 32, by * 128] (32 x 128) | dim 1 lower: by * 128 >= 0
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
 (and $x449 (< by 32))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x728 (* by 128)))
(let (($x1187 (>= ?x728 0)))
(not $x1187))))
(check-sat)

; obligation 8: T.copy write x[bx * 32, by * 128] (32 x 128) | dim 1 upper: by * 128 + 128 <= 4096
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
 (and $x449 (< by 32))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x728 (* by 128)))
(let ((?x3267 (+ ?x728 128)))
(let (($x5143 (<= ?x3267 4096)))
(not $x5143)))))
(check-sat)

; obligation 9: T.copy write x[bx * 32, by * 128] (32 x 128) | int32: largest linear offset < 2^31
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
 (and $x449 (< by 32))))
(assert
 (= (mod M 32) 0))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2912 (* (- (+ (* by 128) 128) 1) 1)))
(let (($x1978 (< (+ (+ 0 (* (- (+ (* bx 32) 32) 1) 4096)) ?x2912) 2147483648)))
(not $x1978))))
(check-sat)
