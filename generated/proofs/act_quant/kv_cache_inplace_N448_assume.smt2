; obligation 0: T.copy read x[pid_m * 16, pid_k * 64] (16 x 64) | dim 0 lower: pid_m * 16 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 16) 1) 16) 7)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 16) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* (div bx 7) 16) 0)))
(check-sat)

; obligation 1: T.copy read x[pid_m * 16, pid_k * 64] (16 x 64) | dim 0 upper: pid_m * 16 + 16 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 16) 1) 16) 7)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 16) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ (* (div bx 7) 16) 16) M)))
  (not a!1)))
(check-sat)

; obligation 2: T.copy read x[pid_m * 16, pid_k * 64] (16 x 64) | dim 1 lower: pid_k * 64 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 16) 1) 16) 7)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 16) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* (mod bx 7) 64) 0)))
(check-sat)

; obligation 3: T.copy read x[pid_m * 16, pid_k * 64] (16 x 64) | dim 1 upper: pid_k * 64 + 64 <= 448
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 16) 1) 16) 7)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 16) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ (* (mod bx 7) 64) 64) 448)))
  (not a!1)))
(check-sat)

; obligation 4: T.copy read x[pid_m * 16, pid_k * 64] (16 x 64) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 16) 1) 16) 7)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 16) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (- (+ (* (div bx 7) 16) 16) 1)) (a!2 (- (+ (* (mod bx 7) 64) 64) 1)))
  (not (< (+ 0 (* a!1 448) (* a!2 1)) 2147483648))))
(check-sat)

; obligation 5: T.copy write x[pid_m * 16, pid_k * 64] (16 x 64) | dim 0 lower: pid_m * 16 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 16) 1) 16) 7)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 16) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* (div bx 7) 16) 0)))
(check-sat)

; obligation 6: T.copy write x[pid_m * 16, pid_k * 64] (16 x 64) | dim 0 upper: pid_m * 16 + 16 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 16) 1) 16) 7)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 16) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ (* (div bx 7) 16) 16) M)))
  (not a!1)))
(check-sat)

; obligation 7: T.copy write x[pid_m * 16, pid_k * 64] (16 x 64) | dim 1 lower: pid_k * 64 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 16) 1) 16) 7)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 16) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* (mod bx 7) 64) 0)))
(check-sat)

; obligation 8: T.copy write x[pid_m * 16, pid_k * 64] (16 x 64) | dim 1 upper: pid_k * 64 + 64 <= 448
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 16) 1) 16) 7)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 16) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ (* (mod bx 7) 64) 64) 448)))
  (not a!1)))
(check-sat)

; obligation 9: T.copy write x[pid_m * 16, pid_k * 64] (16 x 64) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 16) 1) 16) 7)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (= (mod M 16) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (- (+ (* (div bx 7) 16) 16) 1)) (a!2 (- (+ (* (mod bx 7) 64) 64) 1)))
  (not (< (+ 0 (* a!1 448) (* a!2 1)) 2147483648))))
(check-sat)
