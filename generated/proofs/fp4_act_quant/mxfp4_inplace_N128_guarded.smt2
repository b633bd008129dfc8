; obligation 0: T.copy read x[pid_m * 8, 0] (8 x 128) | dim 0 lower: pid_m * 8 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 8) 1) 8))))
  (and (>= pid_m 0) (< pid_m a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* pid_m 8) 0)))
(check-sat)

; obligation 1: T.copy read x[pid_m * 8, 0] (8 x 128) | dim 0 upper: pid_m * 8 + 8 <= M
; expect sat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 8) 1) 8))))
  (and (>= pid_m 0) (< pid_m a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* pid_m 8) 8) M)))
(check-sat)

; obligation 2: T.copy read x[pid_m * 8, 0] (8 x 128) | dim 1 lower: 0 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 8) 1) 8))))
  (and (>= pid_m 0) (< pid_m a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 3: T.copy read x[pid_m * 8, 0] (8 x 128) | dim 1 upper: 0 + 128 <= 128
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 8) 1) 8))))
  (and (>= pid_m 0) (< pid_m a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 4: T.copy read x[pid_m * 8, 0] (8 x 128) | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 8) 1) 8))))
  (and (>= pid_m 0) (< pid_m a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (* pid_m 8) 8) 1) 128)))
  (not (< (+ 0 a!1 127) 2147483648))))
(check-sat)

; obligation 5: T.copy write x[pid_m * 8, 0] (8 x 128) | dim 0 lower: pid_m * 8 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 8) 1) 8))))
  (and (>= pid_m 0) (< pid_m a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* pid_m 8) 0)))
(check-sat)

; obligation 6: T.copy write x[pid_m * 8, 0] (8 x 128) | dim 0 upper: pid_m * 8 + 8 <= M
; expect sat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 8) 1) 8))))
  (and (>= pid_m 0) (< pid_m a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* pid_m 8) 8) M)))
(check-sat)

; obligation 7: T.copy write x[pid_m * 8, 0] (8 x 128) | dim 1 lower: 0 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 8) 1) 8))))
  (and (>= pid_m 0) (< pid_m a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 8: T.copy write x[pid_m * 8, 0] (8 x 128) | dim 1 upper: 0 + 128 <= 128
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 8) 1) 8))))
  (and (>= pid_m 0) (< pid_m a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 9: T.copy write x[pid_m * 8, 0] (8 x 128) | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 8) 1) 8))))
  (and (>= pid_m 0) (< pid_m a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (* pid_m 8) 8) 1) 128)))
  (not (< (+ 0 a!1 127) 2147483648))))
(check-sat)
