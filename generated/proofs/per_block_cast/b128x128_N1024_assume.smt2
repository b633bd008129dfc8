; obligation 0: T.copy read x[pid_m * 128, pid_k * 128] (128 x 128) | dim 0 lower: pid_m * 128 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 128) 1) 128) 8)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* (div bx 8) 128) 0)))
(check-sat)

; obligation 1: T.copy read x[pid_m * 128, pid_k * 128] (128 x 128) | dim 0 upper: pid_m * 128 + 128 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 128) 1) 128) 8)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ (* (div bx 8) 128) 128) M)))
  (not a!1)))
(check-sat)

; obligation 2: T.copy read x[pid_m * 128, pid_k * 128] (128 x 128) | dim 1 lower: pid_k * 128 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 128) 1) 128) 8)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* (mod bx 8) 128) 0)))
(check-sat)

; obligation 3: T.copy read x[pid_m * 128, pid_k * 128] (128 x 128) | dim 1 upper: pid_k * 128 + 128 <= 1024
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 128) 1) 128) 8)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ (* (mod bx 8) 128) 128) 1024)))
  (not a!1)))
(check-sat)

; obligation 4: T.copy read x[pid_m * 128, pid_k * 128] (128 x 128) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 128) 1) 128) 8)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (- (+ (* (div bx 8) 128) 128) 1))
      (a!2 (- (+ (* (mod bx 8) 128) 128) 1)))
  (not (< (+ 0 (* a!1 1024) (* a!2 1)) 2147483648))))
(check-sat)

; obligation 5: store s[pid_m, pid_k + g] | dim 0 lower: pid_m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun g () Int)
(assert (let ((a!1 (* (div (- (+ M 128) 1) 128) 8)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= g 0) (< g 1)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (div bx 8) 0)))
(check-sat)

; obligation 6: store s[pid_m, pid_k + g] | dim 0 upper: pid_m + 1 <= (M + 128 - 1) // 128
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun g () Int)
(assert (let ((a!1 (* (div (- (+ M 128) 1) 128) 8)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= g 0) (< g 1)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ (div bx 8) 1) (div (- (+ M 128) 1) 128))))
  (not a!1)))
(check-sat)

; obligation 7: store s[pid_m, pid_k + g] | dim 1 lower: pid_k + g >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun g () Int)
(assert (let ((a!1 (* (div (- (+ M 128) 1) 128) 8)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= g 0) (< g 1)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ (mod bx 8) g) 0)))
(check-sat)

; obligation 8: store s[pid_m, pid_k + g] | dim 1 upper: pid_k + g + 1 <= 8
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun g () Int)
(assert (let ((a!1 (* (div (- (+ M 128) 1) 128) 8)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= g 0) (< g 1)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (mod bx 8) g 1) 8)))
(check-sat)

; obligation 9: store s[pid_m, pid_k + g] | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun g () Int)
(assert (let ((a!1 (* (div (- (+ M 128) 1) 128) 8)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= g 0) (< g 1)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (div bx 8) 1) 1) 8)) (a!2 (* (- (+ (mod bx 8) g 1) 1) 1)))
  (not (< (+ 0 a!1 a!2) 2147483648))))
(check-sat)

; obligation 10: T.copy write y[pid_m * 128, pid_k * 128] (128 x 128) | dim 0 lower: pid_m * 128 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 128) 1) 128) 8)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* (div bx 8) 128) 0)))
(check-sat)

; obligation 11: T.copy write y[pid_m * 128, pid_k * 128] (128 x 128) | dim 0 upper: pid_m * 128 + 128 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 128) 1) 128) 8)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ (* (div bx 8) 128) 128) M)))
  (not a!1)))
(check-sat)

; obligation 12: T.copy write y[pid_m * 128, pid_k * 128] (128 x 128) | dim 1 lower: pid_k * 128 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 128) 1) 128) 8)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* (mod bx 8) 128) 0)))
(check-sat)

; obligation 13: T.copy write y[pid_m * 128, pid_k * 128] (128 x 128) | dim 1 upper: pid_k * 128 + 128 <= 1024
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 128) 1) 128) 8)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ (* (mod bx 8) 128) 128) 1024)))
  (not a!1)))
(check-sat)

; obligation 14: T.copy write y[pid_m * 128, pid_k * 128] (128 x 128) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 128) 1) 128) 8)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (- (+ (* (div bx 8) 128) 128) 1))
      (a!2 (- (+ (* (mod bx 8) 128) 128) 1)))
  (not (< (+ 0 (* a!1 1024) (* a!2 1)) 2147483648))))
(check-sat)
