; obligation 0: T.copy read x[bx * 8, by * 256] (8 x 256) | dim 0 lower: bx * 8 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 12))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x6485 (* bx 8)))
(let (($x5576 (>= ?x6485 0)))
(not $x5576))))
(check-sat)

; obligation 1: T.copy read x[bx * 8, by * 256] (8 x 256) | dim 0 upper: bx * 8 + 8 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 12))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x6485 (* bx 8)))
(let ((?x3470 (+ ?x6485 8)))
(let (($x3619 (<= ?x3470 M)))
(not $x3619)))))
(check-sat)

; obligation 2: T.copy read x[bx * 8, by * 256] (8 x 256) | dim 1 lower: by * 256 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 12))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x1567 (* by 256)))
(let (($x958 (>= ?x1567 0)))
(not $x958))))
(check-sat)

; obligation 3: T.copy read x[bx * 8, by * 256] (8 x 256) | dim 1 upper: by * 256 + 256 <= 3072
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 12))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x1567 (* by 256)))
(let ((?x4081 (+ ?x1567 256)))
(let (($x3696 (<= ?x4081 3072)))
(not $x3696)))))
(check-sat)

; obligation 4: T.copy read x[bx * 8, by * 256] (8 x 256) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 12))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x3354 (* (- (+ (* by 256) 256) 1) 1)))
(let ((?x6197 (+ 0 (* (- (+ (* bx 8) 8) 1) 3072))))
(let (($x1877 (< (+ ?x6197 ?x3354) 2147483648)))
(not $x1877)))))
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
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 12))))
(assert
 (let (($x960 (>= i 0)))
 (and $x960 (< i 8))))
(assert
 (let (($x5612 (>= g 0)))
 (and $x5612 (< g 2))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x6485 (* bx 8)))
(let ((?x1647 (+ ?x6485 i)))
(let (($x4754 (>= ?x1647 0)))
(not $x4754)))))
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
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 12))))
(assert
 (let (($x960 (>= i 0)))
 (and $x960 (< i 8))))
(assert
 (let (($x5612 (>= g 0)))
 (and $x5612 (< g 2))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x6485 (* bx 8)))
(let ((?x1647 (+ ?x6485 i)))
(let ((?x5154 (+ ?x1647 1)))
(let (($x3306 (<= ?x5154 M)))
(not $x3306))))))
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
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 12))))
(assert
 (let (($x960 (>= i 0)))
 (and $x960 (< i 8))))
(assert
 (let (($x5612 (>= g 0)))
 (and $x5612 (< g 2))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x6425 (+ (* by 2) g)))
(let (($x6531 (>= ?x6425 0)))
(not $x6531))))
(check-sat)

; obligation 8: store s[bx * 8 + i, by * 2 + g] | dim 1 upper: by * 2 + g + 1 <= 24
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 12))))
(assert
 (let (($x960 (>= i 0)))
 (and $x960 (< i 8))))
(assert
 (let (($x5612 (>= g 0)))
 (and $x5612 (< g 2))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x6425 (+ (* by 2) g)))
(let ((?x2597 (+ ?x6425 1)))
(let (($x531 (<= ?x2597 24)))
(not $x531)))))
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
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 12))))
(assert
 (let (($x960 (>= i 0)))
 (and $x960 (< i 8))))
(assert
 (let (($x5612 (>= g 0)))
 (and $x5612 (< g 2))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x1486 (* (- (+ (+ (* by 2) g) 1) 1) 1)))
(let ((?x1173 (+ (+ 0 (* (- (+ (+ (* bx 8) i) 1) 1) 24)) ?x1486)))
(let (($x1820 (< ?x1173 2147483648)))
(not $x1820)))))
(check-sat)

; obligation 10: T.copy write y[bx * 8, by * 256] (8 x 256) | dim 0 lower: bx * 8 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 12))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x6485 (* bx 8)))
(let (($x5576 (>= ?x6485 0)))
(not $x5576))))
(check-sat)

; obligation 11: T.copy write y[bx * 8, by * 256] (8 x 256) | dim 0 upper: bx * 8 + 8 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 12))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x6485 (* bx 8)))
(let ((?x3470 (+ ?x6485 8)))
(let (($x3619 (<= ?x3470 M)))
(not $x3619)))))
(check-sat)

; obligation 12: T.copy write y[bx * 8, by * 256] (8 x 256) | dim 1 lower: by * 256 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 12))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x1567 (* by 256)))
(let (($x958 (>= ?x1567 0)))
(not $x958))))
(check-sat)

; obligation 13: T.copy write y[bx * 8, by * 256] (8 x 256) | dim 1 upper: by * 256 + 256 <= 3072
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 12))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x1567 (* by 256)))
(let ((?x4081 (+ ?x1567 256)))
(let (($x3696 (<= ?x4081 3072)))
(not $x3696)))))
(check-sat)

; obligation 14: T.copy write y[bx * 8, by * 256] (8 x 256) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x6671 (>= bx 0)))
 (and $x6671 (< bx (+ 0 (div (- (+ M 8) 1) 8))))))
(assert
 (let (($x2724 (>= by 0)))
 (and $x2724 (< by 12))))
(assert
 (let (($x7 (<= M 16777216)))
 (let (($x8 (>= M 0)))
 (and $x8 $x7))))
(assert
 (let ((?x3354 (* (- (+ (* by 256) 256) 1) 1)))
(let ((?x6197 (+ 0 (* (- (+ (* bx 8) 8) 1) 3072))))
(let (($x1877 (< (+ ?x6197 ?x3354) 2147483648)))
(not $x1877)))))
(check-sat)
