; obligation 0: T.copy read x[bx * 4, by * 128] (4 x 128) | dim 0 lower: bx * 4 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 1))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x1176 (* bx 4)))
(let (($x1299 (>= ?x1176 0)))
(not $x1299))))
(check-sat)

; obligation 1: T.copy read x[bx * 4, by * 128] (4 x 128) | dim 0 upper: bx * 4 + 4 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 1))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x1176 (* bx 4)))
(let ((?x3551 (+ ?x1176 4)))
(let (($x741 (<= ?x3551 M)))
(not $x741)))))
(check-sat)

; obligation 2: T.copy read x[bx * 4, by * 128] (4 x 128) | dim 1 lower: by * 128 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 1))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x6337 (* by 128)))
(let (($x2634 (>= ?x6337 0)))
(not $x2634))))
(check-sat)

; obligation 3: T.copy read x[bx * 4, by * 128] (4 x 128) | dim 1 upper: by * 128 + 128 <= 128
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 1))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x6337 (* by 128)))
(let ((?x1580 (+ ?x6337 128)))
(let (($x195 (<= ?x1580 128)))
(not $x195)))))
(check-sat)

; obligation 4: T.copy read x[bx * 4, by * 128] (4 x 128) | int32: largest linear offset < 2^31
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 1))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x345 (* (- (+ (* by 128) 128) 1) 1)))
(let (($x2625 (< (+ (+ 0 (* (- (+ (* bx 4) 4) 1) 128)) ?x345) 2147483648)))
(not $x2625))))
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
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 1))))
(assert
 (let (($x704 (>= i 0)))
 (and $x704 (< i 4))))
(assert
 (let (($x3944 (>= g 0)))
 (and $x3944 (< g 4))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x1176 (* bx 4)))
(let ((?x3054 (+ ?x1176 i)))
(let (($x1680 (>= ?x3054 0)))
(not $x1680)))))
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
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 1))))
(assert
 (let (($x704 (>= i 0)))
 (and $x704 (< i 4))))
(assert
 (let (($x3944 (>= g 0)))
 (and $x3944 (< g 4))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x1176 (* bx 4)))
(let ((?x3054 (+ ?x1176 i)))
(let ((?x5416 (+ ?x3054 1)))
(let (($x1734 (<= ?x5416 M)))
(not $x1734))))))
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
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 1))))
(assert
 (let (($x704 (>= i 0)))
 (and $x704 (< i 4))))
(assert
 (let (($x3944 (>= g 0)))
 (and $x3944 (< g 4))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x233 (+ (* by 4) g)))
(let (($x6223 (>= ?x233 0)))
(not $x6223))))
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
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 1))))
(assert
 (let (($x704 (>= i 0)))
 (and $x704 (< i 4))))
(assert
 (let (($x3944 (>= g 0)))
 (and $x3944 (< g 4))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x233 (+ (* by 4) g)))
(let ((?x3234 (+ ?x233 1)))
(let (($x3245 (<= ?x3234 4)))
(not $x3245)))))
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
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 1))))
(assert
 (let (($x704 (>= i 0)))
 (and $x704 (< i 4))))
(assert
 (let (($x3944 (>= g 0)))
 (and $x3944 (< g 4))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x1410 (+ (+ 0 (* (- (+ (+ (* bx 4) i) 1) 1) 4)) (* (- (+ (+ (* by 4) g) 1) 1) 1))))
(let (($x5567 (< ?x1410 2147483648)))
(not $x5567))))
(check-sat)

; obligation 10: T.copy write y[bx * 4, by * 128 // 2] (4 x 64) | dim 0 lower: bx * 4 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 1))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x1176 (* bx 4)))
(let (($x1299 (>= ?x1176 0)))
(not $x1299))))
(check-sat)

; obligation 11: T.copy write y[bx * 4, by * 128 // 2] (4 x 64) | dim 0 upper: bx * 4 + 4 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 1))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x1176 (* bx 4)))
(let ((?x3551 (+ ?x1176 4)))
(let (($x741 (<= ?x3551 M)))
(not $x741)))))
(check-sat)

; obligation 12: T.copy write y[bx * 4, by * 128 // 2] (4 x 64) | dim 1 lower: by * 128 // 2 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 1))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x6337 (* by 128)))
(let ((?x3723 (div ?x6337 2)))
(let (($x705 (>= ?x3723 0)))
(not $x705)))))
(check-sat)

; obligation 13: T.copy write y[bx * 4, by * 128 // 2] (4 x 64) | dim 1 upper: by * 128 // 2 + 64 <= 64
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 1))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x6337 (* by 128)))
(let ((?x3723 (div ?x6337 2)))
(let ((?x4660 (+ ?x3723 64)))
(let (($x432 (<= ?x4660 64)))
(not $x432))))))
(check-sat)

; obligation 14: T.copy write y[bx * 4, by * 128 // 2] (4 x 64) | int32: largest linear offset < 2^31
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 1))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x3984 (+ (+ 0 (* (- (+ (* bx 4) 4) 1) 64)) (* (- (+ (div (* by 128) 2) 64) 1) 1))))
(let (($x5593 (< ?x3984 2147483648)))
(not $x5593))))
(check-sat)
