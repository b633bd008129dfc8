; obligation 0: T.copy read x[bx * 4, by * 256] (4 x 256) | dim 0 lower: bx * 4 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 8))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x1301 (* bx 4)))
(let (($x6951 (>= ?x1301 0)))
(not $x6951))))
(check-sat)

; obligation 1: T.copy read x[bx * 4, by * 256] (4 x 256) | dim 0 upper: bx * 4 + 4 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 8))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x1301 (* bx 4)))
(let ((?x2393 (+ ?x1301 4)))
(let (($x5074 (<= ?x2393 M)))
(not $x5074)))))
(check-sat)

; obligation 2: T.copy read x[bx * 4, by * 256] (4 x 256) | dim 1 lower: by * 256 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 8))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x2042 (* by 256)))
(let (($x2313 (>= ?x2042 0)))
(not $x2313))))
(check-sat)

; obligation 3: T.copy read x[bx * 4, by * 256] (4 x 256) | dim 1 upper: by * 256 + 256 <= 2048
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 8))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x2042 (* by 256)))
(let ((?x3773 (+ ?x2042 256)))
(let (($x4954 (<= ?x3773 2048)))
(not $x4954)))))
(check-sat)

; obligation 4: T.copy read x[bx * 4, by * 256] (4 x 256) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 8))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x3834 (* (- (+ (* by 256) 256) 1) 1)))
(let ((?x4916 (+ 0 (* (- (+ (* bx 4) 4) 1) 2048))))
(let (($x3761 (< (+ ?x4916 ?x3834) 2147483648)))
(not $x3761)))))
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
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 8))))
(assert
 (let (($x2476 (>= i 0)))
 (and $x2476 (< i 4))))
(assert
 (let (($x845 (>= g 0)))
 (and $x845 (< g 8))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x1301 (* bx 4)))
(let ((?x2969 (+ ?x1301 i)))
(let (($x5679 (>= ?x2969 0)))
(not $x5679)))))
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
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 8))))
(assert
 (let (($x2476 (>= i 0)))
 (and $x2476 (< i 4))))
(assert
 (let (($x845 (>= g 0)))
 (and $x845 (< g 8))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x1301 (* bx 4)))
(let ((?x2969 (+ ?x1301 i)))
(let ((?x1836 (+ ?x2969 1)))
(let (($x6932 (<= ?x1836 M)))
(not $x6932))))))
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
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 8))))
(assert
 (let (($x2476 (>= i 0)))
 (and $x2476 (< i 4))))
(assert
 (let (($x845 (>= g 0)))
 (and $x845 (< g 8))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x5163 (+ (* by 8) g)))
(let (($x6529 (>= ?x5163 0)))
(not $x6529))))
(check-sat)

; obligation 8: store s[bx * 4 + i, by * 8 + g] | dim 1 upper: by * 8 + g + 1 <= 64
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 8))))
(assert
 (let (($x2476 (>= i 0)))
 (and $x2476 (< i 4))))
(assert
 (let (($x845 (>= g 0)))
 (and $x845 (< g 8))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x5163 (+ (* by 8) g)))
(let ((?x6583 (+ ?x5163 1)))
(let (($x6632 (<= ?x6583 64)))
(not $x6632)))))
(check-sat)

; obligation 9: store s[bx * 4 + i, by * 8 + g] | int32: largest linear offset < 2^31
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun i () Int)
(declare-fun g () Int)
(assert
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 8))))
(assert
 (let (($x2476 (>= i 0)))
 (and $x2476 (< i 4))))
(assert
 (let (($x845 (>= g 0)))
 (and $x845 (< g 8))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x2553 (* (- (+ (+ (* by 8) g) 1) 1) 1)))
(let ((?x5372 (+ (+ 0 (* (- (+ (+ (* bx 4) i) 1) 1) 64)) ?x2553)))
(let (($x5915 (< ?x5372 2147483648)))
(not $x5915)))))
(check-sat)

; obligation 10: T.copy write y[bx * 4, by * 256 // 2] (4 x 128) | dim 0 lower: bx * 4 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 8))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x1301 (* bx 4)))
(let (($x6951 (>= ?x1301 0)))
(not $x6951))))
(check-sat)

; obligation 11: T.copy write y[bx * 4, by * 256 // 2] (4 x 128) | dim 0 upper: bx * 4 + 4 <= M
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 8))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x1301 (* bx 4)))
(let ((?x2393 (+ ?x1301 4)))
(let (($x5074 (<= ?x2393 M)))
(not $x5074)))))
(check-sat)

; obligation 12: T.copy write y[bx * 4, by * 256 // 2] (4 x 128) | dim 1 lower: by * 256 // 2 >= 0
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 8))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x2042 (* by 256)))
(let ((?x4928 (div ?x2042 2)))
(let (($x2548 (>= ?x4928 0)))
(not $x2548)))))
(check-sat)

; obligation 13: T.copy write y[bx * 4, by * 256 // 2] (4 x 128) | dim 1 upper: by * 256 // 2 + 128 <= 1024
; expect unsat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 8))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x2042 (* by 256)))
(let ((?x4928 (div ?x2042 2)))
(let ((?x1000 (+ ?x4928 128)))
(let (($x573 (<= ?x1000 1024)))
(not $x573))))))
(check-sat)

; obligation 14: T.copy write y[bx * 4, by * 256 // 2] (4 x 128) | int32: largest linear offset < 2^31
; expect sat
; benchmark generated from python API
(set-info :status unknown)
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 8))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x3878 (* (- (+ (div (* by 256) 2) 128) 1) 1)))
(let ((?x5134 (+ 0 (* (- (+ (* bx 4) 4) 1) 1024))))
(let (($x6783 (< (+ ?x5134 ?x3878) 2147483648)))
(not $x6783)))))
(check-sat)
