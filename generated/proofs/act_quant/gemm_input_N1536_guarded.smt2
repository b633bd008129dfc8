; obligation 0: T.copy read x[bx, by * 512] (1 x 512) | dim 0 lower: bx >= 0
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
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let (($x4905 (>= bx 0)))
(not $x4905)))
(check-sat)

; obligation 1: T.copy read x[bx, by * 512] (1 x 512) | dim 0 upper: bx + 1 <= M
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
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2784 (+ bx 1)))
(let (($x1699 (<= ?x2784 M)))
(not $x1699))))
(check-sat)

; obligation 2: T.copy read x[bx, by * 512] (1 x 512) | dim 1 lower: by * 512 >= 0
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
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x5414 (* by 512)))
(let (($x5390 (>= ?x5414 0)))
(not $x5390))))
(check-sat)

; obligation 3: T.copy read x[bx, by * 512] (1 x 512) | dim 1 upper: by * 512 + 512 <= 1536
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
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x5414 (* by 512)))
(let ((?x4370 (+ ?x5414 512)))
(let (($x5068 (<= ?x4370 1536)))
(not $x5068)))))
(check-sat)

; obligation 4: T.copy read x[bx, by * 512] (1 x 512) | int32: largest linear offset < 2^31
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
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x1071 (+ (+ 0 (* (- (+ bx 1) 1) 1536)) (* (- (+ (* by 512) 512) 1) 1))))
(let (($x5091 (< ?x1071 2147483648)))
(not $x5091))))
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
 (and $x5500 (< g 4))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x622 (+ bx i)))
(let (($x4616 (>= ?x622 0)))
(not $x4616))))
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
 (and $x5500 (< g 4))))
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
 (and $x5500 (< g 4))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x241 (+ (* by 4) g)))
(let (($x2981 (>= ?x241 0)))
(not $x2981))))
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
 (and $x5500 (< g 4))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x241 (+ (* by 4) g)))
(let ((?x450 (+ ?x241 1)))
(let (($x1034 (<= ?x450 12)))
(not $x1034)))))
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
 (and $x5500 (< g 4))))
(assert
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x33 (+ (+ 0 (* (- (+ (+ bx i) 1) 1) 12)) (* (- (+ (+ (* by 4) g) 1) 1) 1))))
(let (($x2872 (< ?x33 2147483648)))
(not $x2872))))
(check-sat)

; obligation 10: T.copy write y[bx, by * 512] (1 x 512) | dim 0 lower: bx >= 0
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
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let (($x4905 (>= bx 0)))
(not $x4905)))
(check-sat)

; obligation 11: T.copy write y[bx, by * 512] (1 x 512) | dim 0 upper: bx + 1 <= M
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
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x2784 (+ bx 1)))
(let (($x1699 (<= ?x2784 M)))
(not $x1699))))
(check-sat)

; obligation 12: T.copy write y[bx, by * 512] (1 x 512) | dim 1 lower: by * 512 >= 0
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
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x5414 (* by 512)))
(let (($x5390 (>= ?x5414 0)))
(not $x5390))))
(check-sat)

; obligation 13: T.copy write y[bx, by * 512] (1 x 512) | dim 1 upper: by * 512 + 512 <= 1536
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
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x5414 (* by 512)))
(let ((?x4370 (+ ?x5414 512)))
(let (($x5068 (<= ?x4370 1536)))
(not $x5068)))))
(check-sat)

; obligation 14: T.copy write y[bx, by * 512] (1 x 512) | int32: largest linear offset < 2^31
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
 (let (($x8 (<= M 16777216)))
 (let (($x9 (>= M 0)))
 (and $x9 $x8))))
(assert
 (let ((?x1071 (+ (+ 0 (* (- (+ bx 1) 1) 1536)) (* (- (+ (* by 512) 512) 1) 1))))
(let (($x5091 (< ?x1071 2147483648)))
(not $x5091))))
(check-sat)
