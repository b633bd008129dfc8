; obligation 0: T.copy read x[bx * 4, by * 256] (4 x 256) | dim 0 lower: bx * 4 >= 0
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
 (and $x4792 (< by 4))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x1176 (* bx 4)))
(let (($x1299 (>= ?x1176 0)))
(not $x1299))))
(check-sat)

; obligation 1: T.copy read x[bx * 4, by * 256] (4 x 256) | dim 0 upper: bx * 4 + 4 <= M
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
 (and $x4792 (< by 4))))
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

; obligation 2: T.copy read x[bx * 4, by * 256] (4 x 256) | dim 1 lower: by * 256 >= 0
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
 (and $x4792 (< by 4))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x444 (* by 256)))
(let (($x1472 (>= ?x444 0)))
(not $x1472))))
(check-sat)

; obligation 3: T.copy read x[bx * 4, by * 256] (4 x 256) | dim 1 upper: by * 256 + 256 <= 1024
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
 (and $x4792 (< by 4))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x444 (* by 256)))
(let ((?x2925 (+ ?x444 256)))
(let (($x6173 (<= ?x2925 1024)))
(not $x6173)))))
(check-sat)

; obligation 4: T.copy read x[bx * 4, by * 256] (4 x 256) | int32: largest linear offset < 2^31
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
 (and $x4792 (< by 4))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x1808 (* (- (+ (* by 256) 256) 1) 1)))
(let ((?x4776 (+ 0 (* (- (+ (* bx 4) 4) 1) 1024))))
(let (($x5582 (< (+ ?x4776 ?x1808) 2147483648)))
(not $x5582)))))
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
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 4))))
(assert
 (let (($x704 (>= i 0)))
 (and $x704 (< i 4))))
(assert
 (let (($x3944 (>= g 0)))
 (and $x3944 (< g 8))))
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
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 4))))
(assert
 (let (($x704 (>= i 0)))
 (and $x704 (< i 4))))
(assert
 (let (($x3944 (>= g 0)))
 (and $x3944 (< g 8))))
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
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 4))))
(assert
 (let (($x704 (>= i 0)))
 (and $x704 (< i 4))))
(assert
 (let (($x3944 (>= g 0)))
 (and $x3944 (< g 8))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x4933 (+ (* by 8) g)))
(let (($x1885 (>= ?x4933 0)))
(not $x1885))))
(check-sat)

; obligation 8: store s[bx * 4 + i, by * 8 + g] | dim 1 upper: by * 8 + g + 1 <= 32
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
 (and $x4792 (< by 4))))
(assert
 (let (($x704 (>= i 0)))
 (and $x704 (< i 4))))
(assert
 (let (($x3944 (>= g 0)))
 (and $x3944 (< g 8))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x4933 (+ (* by 8) g)))
(let ((?x6093 (+ ?x4933 1)))
(let (($x3024 (<= ?x6093 32)))
(not $x3024)))))
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
 (let (($x2213 (>= bx 0)))
 (and $x2213 (< bx (+ 0 (div (- (+ M 4) 1) 4))))))
(assert
 (let (($x4792 (>= by 0)))
 (and $x4792 (< by 4))))
(assert
 (let (($x704 (>= i 0)))
 (and $x704 (< i 4))))
(assert
 (let (($x3944 (>= g 0)))
 (and $x3944 (< g 8))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x6417 (* (- (+ (+ (* by 8) g) 1) 1) 1)))
(let ((?x603 (+ (+ 0 (* (- (+ (+ (* bx 4) i) 1) 1) 32)) ?x6417)))
(let (($x4968 (< ?x603 2147483648)))
(not $x4968)))))
(check-sat)

; obligation 10: T.copy write y[bx * 4, by * 256 // 2] (4 x 128) | dim 0 lower: bx * 4 >= 0
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
 (and $x4792 (< by 4))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x1176 (* bx 4)))
(let (($x1299 (>= ?x1176 0)))
(not $x1299))))
(check-sat)

; obligation 11: T.copy write y[bx * 4, by * 256 // 2] (4 x 128) | dim 0 upper: bx * 4 + 4 <= M
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
 (and $x4792 (< by 4))))
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

; obligation 12: T.copy write y[bx * 4, by * 256 // 2] (4 x 128) | dim 1 lower: by * 256 // 2 >= 0
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
 (and $x4792 (< by 4))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x444 (* by 256)))
(let ((?x2590 (div ?x444 2)))
(let (($x2093 (>= ?x2590 0)))
(not $x2093)))))
(check-sat)

; obligation 13: T.copy write y[bx * 4, by * 256 // 2] (4 x 128) | dim 1 upper: by * 256 // 2 + 128 <= 512
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
 (and $x4792 (< by 4))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x444 (* by 256)))
(let ((?x2590 (div ?x444 2)))
(let ((?x3906 (+ ?x2590 128)))
(let (($x4747 (<= ?x3906 512)))
(not $x4747))))))
(check-sat)

; obligation 14: T.copy write y[bx * 4, by * 256 // 2] (4 x 128) | int32: largest linear offset < 2^31
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
 (and $x4792 (< by 4))))
(assert
 (let (($x4401 (<= M 16777216)))
 (let (($x6239 (>= M 0)))
 (and $x6239 $x4401))))
(assert
 (let ((?x17 (* (- (+ (div (* by 256) 2) 128) 1) 1)))
(let ((?x1945 (+ 0 (* (- (+ (* bx 4) 4) 1) 512))))
(let (($x5631 (< (+ ?x1945 ?x17) 2147483648)))
(not $x5631)))))
(check-sat)
