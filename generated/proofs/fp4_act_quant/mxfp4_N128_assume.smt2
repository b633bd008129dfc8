; obligation 0: T.copy read x[pid_m * 4, 0] (4 x 128) | dim 0 lower: pid_m * 4 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 4) 1) 4))))
  (and (>= pid_m 0) (< pid_m a!1))))
(assert (= (mod M 4) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* pid_m 4) 0)))
(check-sat)

; obligation 1: T.copy read x[pid_m * 4, 0] (4 x 128) | dim 0 upper: pid_m * 4 + 4 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 4) 1) 4))))
  (and (>= pid_m 0) (< pid_m a!1))))
(assert (= (mod M 4) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* pid_m 4) 4) M)))
(check-sat)

; obligation 2: T.copy read x[pid_m * 4, 0] (4 x 128) | dim 1 lower: 0 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 4) 1) 4))))
  (and (>= pid_m 0) (< pid_m a!1))))
(assert (= (mod M 4) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 3: T.copy read x[pid_m * 4, 0] (4 x 128) | dim 1 upper: 0 + 128 <= 128
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 4) 1) 4))))
  (and (>= pid_m 0) (< pid_m a!1))))
(assert (= (mod M 4) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 4: T.copy read x[pid_m * 4, 0] (4 x 128) | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 4) 1) 4))))
  (and (>= pid_m 0) (< pid_m a!1))))
(assert (= (mod M 4) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (* pid_m 4) 4) 1) 128)))
  (not (< (+ 0 a!1 127) 2147483648))))
(check-sat)

; obligation 5: store s[pid_m * 4 + i, g] | dim 0 lower: pid_m * 4 + i >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun g () Int)
(declare-fun i () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 4) 1) 4))))
  (and (>= pid_m 0) (< pid_m a!1))))
(assert (and (>= i 0) (< i 4)))
(assert (and (>= g 0) (< g 4)))
(assert (= (mod M 4) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ (* pid_m 4) i) 0)))
(check-sat)

; obligation 6: store s[pid_m * 4 + i, g] | dim 0 upper: pid_m * 4 + i + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun g () Int)
(declare-fun i () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 4) 1) 4))))
  (and (>= pid_m 0) (< pid_m a!1))))
(assert (and (>= i 0) (< i 4)))
(assert (and (>= g 0) (< g 4)))
(assert (= (mod M 4) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* pid_m 4) i 1) M)))
(check-sat)

; obligation 7: store s[pid_m * 4 + i, g] | dim 1 lower: g >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun g () Int)
(declare-fun i () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 4) 1) 4))))
  (and (>= pid_m 0) (< pid_m a!1))))
(assert (and (>= i 0) (< i 4)))
(assert (and (>= g 0) (< g 4)))
(assert (= (mod M 4) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= g 0)))
(check-sat)

; obligation 8: store s[pid_m * 4 + i, g] | dim 1 upper: g + 1 <= 4
; expect unsat
(declare-fun M () Int)
(declare-fun g () Int)
(declare-fun i () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 4) 1) 4))))
  (and (>= pid_m 0) (< pid_m a!1))))
(assert (and (>= i 0) (< i 4)))
(assert (and (>= g 0) (< g 4)))
(assert (= (mod M 4) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ g 1) 4)))
(check-sat)

; obligation 9: store s[pid_m * 4 + i, g] | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun g () Int)
(declare-fun i () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 4) 1) 4))))
  (and (>= pid_m 0) (< pid_m a!1))))
(assert (and (>= i 0) (< i 4)))
(assert (and (>= g 0) (< g 4)))
(assert (= (mod M 4) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (* pid_m 4) i 1) 1) 4)))
(let ((a!2 (+ 0 a!1 (* (- (+ g 1) 1) 1))))
  (not (< a!2 2147483648)))))
(check-sat)

; obligation 10: T.copy write y[pid_m * 4, 0] (4 x 64) | dim 0 lower: pid_m * 4 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 4) 1) 4))))
  (and (>= pid_m 0) (< pid_m a!1))))
(assert (= (mod M 4) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* pid_m 4) 0)))
(check-sat)

; obligation 11: T.copy write y[pid_m * 4, 0] (4 x 64) | dim 0 upper: pid_m * 4 + 4 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 4) 1) 4))))
  (and (>= pid_m 0) (< pid_m a!1))))
(assert (= (mod M 4) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* pid_m 4) 4) M)))
(check-sat)

; obligation 12: T.copy write y[pid_m * 4, 0] (4 x 64) | dim 1 lower: 0 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 4) 1) 4))))
  (and (>= pid_m 0) (< pid_m a!1))))
(assert (= (mod M 4) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 13: T.copy write y[pid_m * 4, 0] (4 x 64) | dim 1 upper: 0 + 64 <= 64
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 4) 1) 4))))
  (and (>= pid_m 0) (< pid_m a!1))))
(assert (= (mod M 4) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 14: T.copy write y[pid_m * 4, 0] (4 x 64) | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 4) 1) 4))))
  (and (>= pid_m 0) (< pid_m a!1))))
(assert (= (mod M 4) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (* pid_m 4) 4) 1) 64)))
  (not (< (+ 0 a!1 63) 2147483648))))
(check-sat)
