; obligation 0: T.copy read x[pid_m, 0] (1 x 1024) | dim 0 lower: pid_m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (< pid_m (+ 0 (- (+ M 1) 1)))))
  (and (>= pid_m 0) a!1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= pid_m 0)))
(check-sat)

; obligation 1: T.copy read x[pid_m, 0] (1 x 1024) | dim 0 upper: pid_m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (< pid_m (+ 0 (- (+ M 1) 1)))))
  (and (>= pid_m 0) a!1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ pid_m 1) M)))
(check-sat)

; obligation 2: T.copy read x[pid_m, 0] (1 x 1024) | dim 1 lower: 0 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (< pid_m (+ 0 (- (+ M 1) 1)))))
  (and (>= pid_m 0) a!1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 3: T.copy read x[pid_m, 0] (1 x 1024) | dim 1 upper: 0 + 1024 <= 2048
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (< pid_m (+ 0 (- (+ M 1) 1)))))
  (and (>= pid_m 0) a!1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 4: T.copy read x[pid_m, 0] (1 x 1024) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (< pid_m (+ 0 (- (+ M 1) 1)))))
  (and (>= pid_m 0) a!1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (+ 0 (* (- (+ pid_m 1) 1) 2048) 1023)))
  (not (< a!1 2147483648))))
(check-sat)

; obligation 5: T.copy read x[pid_m, 1024] (1 x 1024) | dim 0 lower: pid_m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (< pid_m (+ 0 (- (+ M 1) 1)))))
  (and (>= pid_m 0) a!1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= pid_m 0)))
(check-sat)

; obligation 6: T.copy read x[pid_m, 1024] (1 x 1024) | dim 0 upper: pid_m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (< pid_m (+ 0 (- (+ M 1) 1)))))
  (and (>= pid_m 0) a!1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ pid_m 1) M)))
(check-sat)

; obligation 7: T.copy read x[pid_m, 1024] (1 x 1024) | dim 1 lower: 1024 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (< pid_m (+ 0 (- (+ M 1) 1)))))
  (and (>= pid_m 0) a!1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 8: T.copy read x[pid_m, 1024] (1 x 1024) | dim 1 upper: 1024 + 1024 <= 2048
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (< pid_m (+ 0 (- (+ M 1) 1)))))
  (and (>= pid_m 0) a!1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 9: T.copy read x[pid_m, 1024] (1 x 1024) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (< pid_m (+ 0 (- (+ M 1) 1)))))
  (and (>= pid_m 0) a!1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (+ 0 (* (- (+ pid_m 1) 1) 2048) 2047)))
  (not (< a!1 2147483648))))
(check-sat)

; obligation 10: store s[pid_m + i, g] | dim 0 lower: pid_m + i >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun g () Int)
(declare-fun i_1 () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (< pid_m (+ 0 (- (+ M 1) 1)))))
  (and (>= pid_m 0) a!1)))
(assert (and (>= i_1 0) (< i_1 1)))
(assert (and (>= g 0) (< g 1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ pid_m i_1) 0)))
(check-sat)

; obligation 11: store s[pid_m + i, g] | dim 0 upper: pid_m + i + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun g () Int)
(declare-fun i_1 () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (< pid_m (+ 0 (- (+ M 1) 1)))))
  (and (>= pid_m 0) a!1)))
(assert (and (>= i_1 0) (< i_1 1)))
(assert (and (>= g 0) (< g 1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ pid_m i_1 1) M)))
(check-sat)

; obligation 12: store s[pid_m + i, g] | dim 1 lower: g >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun g () Int)
(declare-fun i_1 () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (< pid_m (+ 0 (- (+ M 1) 1)))))
  (and (>= pid_m 0) a!1)))
(assert (and (>= i_1 0) (< i_1 1)))
(assert (and (>= g 0) (< g 1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= g 0)))
(check-sat)

; obligation 13: store s[pid_m + i, g] | dim 1 upper: g + 1 <= 1
; expect unsat
(declare-fun M () Int)
(declare-fun g () Int)
(declare-fun i_1 () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (< pid_m (+ 0 (- (+ M 1) 1)))))
  (and (>= pid_m 0) a!1)))
(assert (and (>= i_1 0) (< i_1 1)))
(assert (and (>= g 0) (< g 1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ g 1) 1)))
(check-sat)

; obligation 14: store s[pid_m + i, g] | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun g () Int)
(declare-fun i_1 () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (< pid_m (+ 0 (- (+ M 1) 1)))))
  (and (>= pid_m 0) a!1)))
(assert (and (>= i_1 0) (< i_1 1)))
(assert (and (>= g 0) (< g 1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (+ 0 (* (- (+ pid_m i_1 1) 1) 1) (* (- (+ g 1) 1) 1))))
  (not (< a!1 2147483648))))
(check-sat)

; obligation 15: T.copy write y[pid_m, 0] (1 x 1024) | dim 0 lower: pid_m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (< pid_m (+ 0 (- (+ M 1) 1)))))
  (and (>= pid_m 0) a!1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= pid_m 0)))
(check-sat)

; obligation 16: T.copy write y[pid_m, 0] (1 x 1024) | dim 0 upper: pid_m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (< pid_m (+ 0 (- (+ M 1) 1)))))
  (and (>= pid_m 0) a!1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ pid_m 1) M)))
(check-sat)

; obligation 17: T.copy write y[pid_m, 0] (1 x 1024) | dim 1 lower: 0 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (< pid_m (+ 0 (- (+ M 1) 1)))))
  (and (>= pid_m 0) a!1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 18: T.copy write y[pid_m, 0] (1 x 1024) | dim 1 upper: 0 + 1024 <= 1024
; expect unsat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (< pid_m (+ 0 (- (+ M 1) 1)))))
  (and (>= pid_m 0) a!1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 19: T.copy write y[pid_m, 0] (1 x 1024) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun pid_m () Int)
(assert (let ((a!1 (< pid_m (+ 0 (- (+ M 1) 1)))))
  (and (>= pid_m 0) a!1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (+ 0 (* (- (+ pid_m 1) 1) 1024) 1023)))
  (not (< a!1 2147483648))))
(check-sat)
