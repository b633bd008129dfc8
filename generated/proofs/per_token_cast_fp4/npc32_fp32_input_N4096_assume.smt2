; obligation 0: T.copy read x[pid_m * 8, pid_k * 256] (8 x 256) | dim 0 lower: pid_m * 8 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 8) 1) 8) 16)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 8) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* (div bx 16) 8) 0)))
(check-sat)

; obligation 1: T.copy read x[pid_m * 8, pid_k * 256] (8 x 256) | dim 0 upper: pid_m * 8 + 8 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 8) 1) 8) 16)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 8) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ (* (div bx 16) 8) 8) M)))
  (not a!1)))
(check-sat)

; obligation 2: T.copy read x[pid_m * 8, pid_k * 256] (8 x 256) | dim 1 lower: pid_k * 256 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 8) 1) 8) 16)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 8) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* (mod bx 16) 256) 0)))
(check-sat)

; obligation 3: T.copy read x[pid_m * 8, pid_k * 256] (8 x 256) | dim 1 upper: pid_k * 256 + 256 <= 4096
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 8) 1) 8) 16)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 8) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ (* (mod bx 16) 256) 256) 4096)))
  (not a!1)))
(check-sat)

; obligation 4: T.copy read x[pid_m * 8, pid_k * 256] (8 x 256) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 8) 1) 8) 16)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 8) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (- (+ (* (div bx 16) 8) 8) 1))
      (a!2 (- (+ (* (mod bx 16) 256) 256) 1)))
  (not (< (+ 0 (* a!1 4096) (* a!2 1)) 2147483648))))
(check-sat)

; obligation 5: store s[pid_m * 8 + i, pid_k * 8 + g] | dim 0 lower: pid_m * 8 + i >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun g () Int)
(declare-fun i_1 () Int)
(assert (let ((a!1 (* (div (- (+ M 8) 1) 8) 16)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= i_1 0) (< i_1 8)))
(assert (and (>= g 0) (< g 8)))
(assert (= (mod M 8) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (>= (+ (* (div bx 16) 8) i_1) 0)))
  (not a!1)))
(check-sat)

; obligation 6: store s[pid_m * 8 + i, pid_k * 8 + g] | dim 0 upper: pid_m * 8 + i + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun g () Int)
(declare-fun i_1 () Int)
(assert (let ((a!1 (* (div (- (+ M 8) 1) 8) 16)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= i_1 0) (< i_1 8)))
(assert (and (>= g 0) (< g 8)))
(assert (= (mod M 8) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ (* (div bx 16) 8) i_1 1) M)))
  (not a!1)))
(check-sat)

; obligation 7: store s[pid_m * 8 + i, pid_k * 8 + g] | dim 1 lower: pid_k * 8 + g >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun g () Int)
(declare-fun i_1 () Int)
(assert (let ((a!1 (* (div (- (+ M 8) 1) 8) 16)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= i_1 0) (< i_1 8)))
(assert (and (>= g 0) (< g 8)))
(assert (= (mod M 8) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (>= (+ (* (mod bx 16) 8) g) 0)))
  (not a!1)))
(check-sat)

; obligation 8: store s[pid_m * 8 + i, pid_k * 8 + g] | dim 1 upper: pid_k * 8 + g + 1 <= 128
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun g () Int)
(declare-fun i_1 () Int)
(assert (let ((a!1 (* (div (- (+ M 8) 1) 8) 16)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= i_1 0) (< i_1 8)))
(assert (and (>= g 0) (< g 8)))
(assert (= (mod M 8) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ (* (mod bx 16) 8) g 1) 128)))
  (not a!1)))
(check-sat)

; obligation 9: store s[pid_m * 8 + i, pid_k * 8 + g] | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun g () Int)
(declare-fun i_1 () Int)
(assert (let ((a!1 (* (div (- (+ M 8) 1) 8) 16)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= i_1 0) (< i_1 8)))
(assert (and (>= g 0) (< g 8)))
(assert (= (mod M 8) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (- (+ (* (div bx 16) 8) i_1 1) 1))
      (a!2 (- (+ (* (mod bx 16) 8) g 1) 1)))
  (not (< (+ 0 (* a!1 128) (* a!2 1)) 2147483648))))
(check-sat)

; obligation 10: T.copy write y[pid_m * 8, pid_k * 256 // 2] (8 x 128) | dim 0 lower: pid_m * 8 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 8) 1) 8) 16)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 8) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* (div bx 16) 8) 0)))
(check-sat)

; obligation 11: T.copy write y[pid_m * 8, pid_k * 256 // 2] (8 x 128) | dim 0 upper: pid_m * 8 + 8 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 8) 1) 8) 16)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 8) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ (* (div bx 16) 8) 8) M)))
  (not a!1)))
(check-sat)

; obligation 12: T.copy write y[pid_m * 8, pid_k * 256 // 2] (8 x 128) | dim 1 lower: pid_k * 256 // 2 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 8) 1) 8) 16)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 8) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (>= (div (* (mod bx 16) 256) 2) 0)))
  (not a!1)))
(check-sat)

; obligation 13: T.copy write y[pid_m * 8, pid_k * 256 // 2] (8 x 128) | dim 1 upper: pid_k * 256 // 2 + 128 <= 2048
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 8) 1) 8) 16)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 8) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (+ (div (* (mod bx 16) 256) 2) 128)))
  (not (<= a!1 2048))))
(check-sat)

; obligation 14: T.copy write y[pid_m * 8, pid_k * 256 // 2] (8 x 128) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 8) 1) 8) 16)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 8) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (- (+ (* (div bx 16) 8) 8) 1))
      (a!2 (+ (div (* (mod bx 16) 256) 2) 128)))
(let ((a!3 (< (+ 0 (* a!1 2048) (* (- a!2 1) 1)) 2147483648)))
  (not a!3))))
(check-sat)
