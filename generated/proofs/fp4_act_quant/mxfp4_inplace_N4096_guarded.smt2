; obligation 0: T.copy read x[pid_m * 8, pid_k * 128] (8 x 128) | dim 0 lower: pid_m * 8 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 8) 1) 8) 32)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* (div bx 32) 8) 0)))
(check-sat)

; obligation 1: T.copy read x[pid_m * 8, pid_k * 128] (8 x 128) | dim 0 upper: pid_m * 8 + 8 <= M
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 8) 1) 8) 32)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ (* (div bx 32) 8) 8) M)))
  (not a!1)))
(check-sat)

; obligation 2: T.copy read x[pid_m * 8, pid_k * 128] (8 x 128) | dim 1 lower: pid_k * 128 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 8) 1) 8) 32)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* (mod bx 32) 128) 0)))
(check-sat)

; obligation 3: T.copy read x[pid_m * 8, pid_k * 128] (8 x 128) | dim 1 upper: pid_k * 128 + 128 <= 4096
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 8) 1) 8) 32)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ (* (mod bx 32) 128) 128) 4096)))
  (not a!1)))
(check-sat)

; obligation 4: T.copy read x[pid_m * 8, pid_k * 128] (8 x 128) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 8) 1) 8) 32)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (- (+ (* (div bx 32) 8) 8) 1))
      (a!2 (- (+ (* (mod bx 32) 128) 128) 1)))
  (not (< (+ 0 (* a!1 4096) (* a!2 1)) 2147483648))))
(check-sat)

; obligation 5: T.copy write x[pid_m * 8, pid_k * 128] (8 x 128) | dim 0 lower: pid_m * 8 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 8) 1) 8) 32)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* (div bx 32) 8) 0)))
(check-sat)

; obligation 6: T.copy write x[pid_m * 8, pid_k * 128] (8 x 128) | dim 0 upper: pid_m * 8 + 8 <= M
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 8) 1) 8) 32)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ (* (div bx 32) 8) 8) M)))
  (not a!1)))
(check-sat)

; obligation 7: T.copy write x[pid_m * 8, pid_k * 128] (8 x 128) | dim 1 lower: pid_k * 128 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 8) 1) 8) 32)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* (mod bx 32) 128) 0)))
(check-sat)

; obligation 8: T.copy write x[pid_m * 8, pid_k * 128] (8 x 128) | dim 1 upper: pid_k * 128 + 128 <= 4096
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 8) 1) 8) 32)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ (* (mod bx 32) 128) 128) 4096)))
  (not a!1)))
(check-sat)

; obligation 9: T.copy write x[pid_m * 8, pid_k * 128] (8 x 128) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 8) 1) 8) 32)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (- (+ (* (div bx 32) 8) 8) 1))
      (a!2 (- (+ (* (mod bx 32) 128) 128) 1)))
  (not (< (+ 0 (* a!1 4096) (* a!2 1)) 2147483648))))
(check-sat)
