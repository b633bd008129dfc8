; obligation 0: T.copy read x[bx * 4, by * 128] (4 x 128) | dim 0 lower: bx * 4 >= 0
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
 (and $x81 (< by 1))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x1301 (* bx 4)))
(let (($x6951 (>= ?x1301 0)))
(not $x6951))))
(check-sat)

; obligation 1: T.copy read x[bx * 4, by * 128] (4 x 128) | dim 0 upper: bx * 4 + 4 <= M
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
 (and $x81 (< by 1))))
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

; obligation 2: T.copy read x[bx * 4, by * 128] (4 x 128) | dim 1 lower: by * 128 >= 0
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
 (and $x81 (< by 1))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x5577 (* by 128)))
(let (($x3079 (>= ?x5577 0)))
(not $x3079))))
(check-sat)

; obligation 3: T.copy read x[bx * 4, by * 128] (4 x 128) | dim 1 upper: by * 128 + 128 <= 128
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
 (and $x81 (< by 1))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x5577 (* by 128)))
(let ((?x6615 (+ ?x5577 128)))
(let (($x5619 (<= ?x6615 128)))
(not $x5619)))))
(check-sat)

; obligation 4: T.copy read x[bx * 4, by * 128] (4 x 128) | int32: largest linear offset < 2^31
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
 (and $x81 (< by 1))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x2596 (+ (+ 0 (* (- (+ (* bx 4) 4) 1) 128)) (* (- (+ (* by 128) 128) 1) 1))))
(let (($x447 (< ?x2596 2147483648)))
(not $x447))))
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
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 1))))
(assert
 (let (($x2476 (>= i 0)))
 (and $x2476 (< i 4))))
(assert
 (let (($x845 (>= g 0)))
 (and $x845 (< g 4))))
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
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 1))))
(assert
 (let (($x2476 (>= i 0)))
 (and $x2476 (< i 4))))
(assert
 (let (($x845 (>= g 0)))
 (and $x845 (< g 4))))
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
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 1))))
(assert
 (let (($x2476 (>= i 0)))
 (and $x2476 (< i 4))))
(assert
 (let (($x845 (>= g 0)))
 (and $x845 (< g 4))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x951 (+ (* by 4) g)))
(let (($x978 (>= ?x951 0)))
(not $x978))))
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
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 1))))
(assert
 (let (($x2476 (>= i 0)))
 (and $x2476 (< i 4))))
(assert
 (let (($x845 (>= g 0)))
 (and $x845 (< g 4))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x951 (+ (* by 4) g)))
(let ((?x2075 (+ ?x951 1)))
(let (($x743 (<= ?x2075 4)))
(not $x743)))))
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
 (let (($x4485 (>= bx 0)))
 (and $x4485 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x81 (>= by 0)))
 (and $x81 (< by 1))))
(assert
 (let (($x2476 (>= i 0)))
 (and $x2476 (< i 4))))
(assert
 (let (($x845 (>= g 0)))
 (and $x845 (< g 4))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x5483 (+ (+ 0 (* (- (+ (+ (* bx 4) i) 1) 1) 4)) (* (- (+ (+ (* by 4) g) 1) 1) 1))))
(let (($x671 (< ?x5483 2147483648)))
(not $x671))))
(check-sat)

; obligation 10: T.copy write y[bx * 4, by * 128 // 2] (4 x 64) | dim 0 lower: bx * 4 >= 0
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
 (and $x81 (< by 1))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x1301 (* bx 4)))
(let (($x6951 (>= ?x1301 0)))
(not $x6951))))
(check-sat)

; obligation 11: T.copy write y[bx * 4, by * 128 // 2] (4 x 64) | dim 0 upper: bx * 4 + 4 <= M
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
 (and $x81 (< by 1))))
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

; obligation 12: T.copy write y[bx * 4, by * 128 // 2] (4 x 64) | dim 1 lower: by * 128 // 2 >= 0
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
 (and $x81 (< by 1))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x5577 (* by 128)))
(let ((?x4476 (div ?x5577 2)))
(let (($x2199 (>= ?x4476 0)))
(not $x2199)))))
(check-sat)

; obligation 13: T.copy write y[bx * 4, by * 128 // 2] (4 x 64) | dim 1 upper: by * 128 // 2 + 64 <= 64
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
 (and $x81 (< by 1))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x5577 (* by 128)))
(let ((?x4476 (div ?x5577 2)))
(let ((?x4351 (+ ?x4476 64)))
(let (($x6652 (<= ?x4351 64)))
(not $x6652))))))
(check-sat)

; obligation 14: T.copy write y[bx * 4, by * 128 // 2] (4 x 64) | int32: largest linear offset < 2^31
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
 (and $x81 (< by 1))))
(assert
 (let (($x3706 (<= M 16777216)))
 (let (($x3331 (>= M 0)))
 (and $x3331 $x3706))))
(assert
 (let ((?x2239 (+ (+ 0 (* (- (+ (* bx 4) 4) 1) 64)) (* (- (+ (div (* by 128) 2) 64) 1) 1))))
(let (($x3642 (< ?x2239 2147483648)))
(not $x3642))))
(check-sat)
