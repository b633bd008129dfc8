; obligation 0: T.copy read x[bx, by * 1024] (1 x 1024) | dim 0 lower: bx >= 0
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

; obligation 1: T.copy read x[bx, by * 1024] (1 x 1024) | dim 0 upper: bx + 1 <= M
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

; obligation 2: T.copy read x[bx, by * 1024] (1 x 1024) | dim 1 lower: by * 1024 >= 0
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
 (let ((?x1109 (* by 1024)))
(let (($x1038 (>= ?x1109 0)))
(not $x1038))))
(check-sat)

; obligation 3: T.copy read x[bx, by * 1024] (1 x 1024) | dim 1 upper: by * 1024 + 1024 <= 3072
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
 (let ((?x1109 (* by 1024)))
(let ((?x3474 (+ ?x1109 1024)))
(let (($x326 (<= ?x3474 3072)))
(not $x326)))))
(check-sat)

; obligation 4: T.copy read x[bx, by * 1024] (1 x 1024) | int32: largest linear offset < 2^31
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
 (let ((?x5886 (* (- (+ (* by 1024) 1024) 1) 1)))
(let (($x3406 (< (+ (+ 0 (* (- (+ bx 1) 1) 3072)) ?x5886) 2147483648)))
(not $x3406))))
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
 (and $x920 (< g 8))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x1636 (+ bx i)))
(let (($x4128 (>= ?x1636 0)))
(not $x4128))))
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
 (and $x920 (< g 8))))
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
 (and $x920 (< g 8))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x4837 (+ (* by 8) g)))
(let (($x4041 (>= ?x4837 0)))
(not $x4041))))
(check-sat)

; obligation 8: store s[bx + i, by * 8 + g] | dim 1 upper: by * 8 + g + 1 <= 24
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
 (and $x920 (< g 8))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x4837 (+ (* by 8) g)))
(let ((?x4461 (+ ?x4837 1)))
(let (($x6676 (<= ?x4461 24)))
(not $x6676)))))
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
 (and $x920 (< g 8))))
(assert
 (let (($x9 (<= M 16777216)))
 (let (($x7 (>= M 0)))
 (and $x7 $x9))))
(assert
 (let ((?x4455 (* (- (+ (+ (* by 8) g) 1) 1) 1)))
(let (($x5961 (< (+ (+ 0 (* (- (+ (+ bx i) 1) 1) 24)) ?x4455) 2147483648)))
(not $x5961))))
(check-sat)

; obligation 10: T.copy write y[bx, by * 1024] (1 x 1024) | dim 0 lower: bx >= 0
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

; obligation 11: T.copy write y[bx, by * 1024] (1 x 1024) | dim 0 upper: bx + 1 <= M
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

; obligation 12: T.copy write y[bx, by * 1024] (1 x 1024) | dim 1 lower: by * 1024 >= 0
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
 (let ((?x1109 (* by 1024)))
(let (($x1038 (>= ?x1109 0)))
(not $x1038))))
(check-sat)

; obligation 13: T.copy write y[bx, by * 1024] (1 x 1024) | dim 1 upper: by * 1024 + 1024 <= 3072
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
 (let ((?x1109 (* by 1024)))
(let ((?x3474 (+ ?x1109 1024)))
(let (($x326 (<= ?x3474 3072)))
(not $x326)))))
(check-sat)

; obligation 14: T.copy write y[bx, by * 1024] (1 x 1024) | int32: largest linear offset < 2^31
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
 (let ((?x5886 (* (- (+ (* by 1024) 1024) 1) 1)))
(let (($x3406 (< (+ (+ 0 (* (- (+ bx 1) 1) 3072)) ?x5886) 2147483648)))
(not $x3406))))
(check-sat)
