; obligation 0: T.copy read x[bx, by * 512] (1 x 512) | dim 0 lower: bx >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 3))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let (($x5663 (>= bx 0)))
(not $x5663)))
(check-sat)

; obligation 1: T.copy read x[bx, by * 512] (1 x 512) | dim 0 upper: bx + 1 <= M
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 3))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x3802 (+ bx 1)))
(let (($x1830 (<= ?x3802 M)))
(not $x1830))))
(check-sat)

; obligation 2: T.copy read x[bx, by * 512] (1 x 512) | dim 1 lower: by * 512 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 3))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x5901 (* by 512)))
(let (($x3686 (>= ?x5901 0)))
(not $x3686))))
(check-sat)

; obligation 3: T.copy read x[bx, by * 512] (1 x 512) | dim 1 upper: by * 512 + 512 <= 1536
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 3))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x5901 (* by 512)))
(let ((?x1869 (+ ?x5901 512)))
(let (($x4292 (<= ?x1869 1536)))
(not $x4292)))))
(check-sat)

; obligation 4: T.copy read x[bx, by * 512] (1 x 512) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 3))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x2227 (+ (+ 0 (* (- (+ bx 1) 1) 1536)) (* (- (+ (* by 512) 512) 1) 1))))
(let (($x4715 (< ?x2227 2147483648)))
(not $x4715))))
(check-sat)

; obligation 5: store s[bx + i, by * 4 + g] | dim 0 lower: bx + i >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 3))))
(assert
 (let (($x2979 (>= i 0)))
 (and $x2979 (< i 1))))
(assert
 (let (($x920 (>= g 0)))
 (and $x920 (< g 4))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x1636 (+ bx i)))
(let (($x4128 (>= ?x1636 0)))
(not $x4128))))
(check-sat)

; obligation 6: store s[bx + i, by * 4 + g] | dim 0 upper: bx + i + 1 <= M
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 3))))
(assert
 (let (($x2979 (>= i 0)))
 (and $x2979 (< i 1))))
(assert
 (let (($x920 (>= g 0)))
 (and $x920 (< g 4))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x1636 (+ bx i)))
(let ((?x3080 (+ ?x1636 1)))
(let (($x4196 (<= ?x3080 M)))
(not $x4196)))))
(check-sat)

; obligation 7: store s[bx + i, by * 4 + g] | dim 1 lower: by * 4 + g >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 3))))
(assert
 (let (($x2979 (>= i 0)))
 (and $x2979 (< i 1))))
(assert
 (let (($x920 (>= g 0)))
 (and $x920 (< g 4))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x335 (+ (* by 4) g)))
(let (($x1266 (>= ?x335 0)))
(not $x1266))))
(check-sat)

; obligation 8: store s[bx + i, by * 4 + g] | dim 1 upper: by * 4 + g + 1 <= 12
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 3))))
(assert
 (let (($x2979 (>= i 0)))
 (and $x2979 (< i 1))))
(assert
 (let (($x920 (>= g 0)))
 (and $x920 (< g 4))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x335 (+ (* by 4) g)))
(let ((?x465 (+ ?x335 1)))
(let (($x3378 (<= ?x465 12)))
(not $x3378)))))
(check-sat)

; obligation 9: store s[bx + i, by * 4 + g] | int32: largest linear offset < 2^31
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 3))))
(assert
 (let (($x2979 (>= i 0)))
 (and $x2979 (< i 1))))
(assert
 (let (($x920 (>= g 0)))
 (and $x920 (< g 4))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x6581 (+ (+ 0 (* (- (+ (+ bx i) 1) 1) 12)) (* (- (+ (+ (* by 4) g) 1) 1) 1))))
(let (($x1374 (< ?x6581 2147483648)))
(not $x1374))))
(check-sat)

; obligation 10: T.copy write y[bx, by * 512] (1 x 512) | dim 0 lower: bx >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 3))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let (($x5663 (>= bx 0)))
(not $x5663)))
(check-sat)

; obligation 11: T.copy write y[bx, by * 512] (1 x 512) | dim 0 upper: bx + 1 <= M
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 3))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x3802 (+ bx 1)))
(let (($x1830 (<= ?x3802 M)))
(not $x1830))))
(check-sat)

; obligation 12: T.copy write y[bx, by * 512] (1 x 512) | dim 1 lower: by * 512 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 3))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x5901 (* by 512)))
(let (($x3686 (>= ?x5901 0)))
(not $x3686))))
(check-sat)

; obligation 13: T.copy write y[bx, by * 512] (1 x 512) | dim 1 upper: by * 512 + 512 <= 1536
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 3))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x5901 (* by 512)))
(let ((?x1869 (+ ?x5901 512)))
(let (($x4292 (<= ?x1869 1536)))
(not $x4292)))))
(check-sat)

; obligation 14: T.copy write y[bx, by * 512] (1 x 512) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x5663 (>= bx 0)))
 (and $x5663 (< bx (+ 0 (- (+ M 1) 1))))))
(assert
 (let (($x5930 (>= by 0)))
 (and $x5930 (< by 3))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x2227 (+ (+ 0 (* (- (+ bx 1) 1) 1536)) (* (- (+ (* by 512) 512) 1) 1))))
(let (($x4715 (< ?x2227 2147483648)))
(not $x4715))))
(check-sat)
