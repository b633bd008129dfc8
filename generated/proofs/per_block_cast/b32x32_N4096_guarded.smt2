; obligation 0: T.copy read x[pid_m * 32, pid_k * 128] (32 x 128) | dim 0 lower: pid_m * 32 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 32) 1) 32) 32)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* (div bx 32) 32) 0)))
(check-sat)

; obligation 1: T.copy read x[pid_m * 32, pid_k * 128] (32 x 128) | dim 0 upper: pid_m * 32 + 32 <= M
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 32) 1) 32) 32)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ (* (div bx 32) 32) 32) M)))
  (not a!1)))
(check-sat)

; obligation 2: T.copy read x[pid_m * 32, pid_k * 128] (32 x 128) | dim 1 lower: pid_k * 128 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 32) 1) 32) 32)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* (mod bx 32) 128) 0)))
(check-sat)

; obligation 3: T.copy read x[pid_m * 32, pid_k * 128] (32 x 128) | dim 1 upper: pid_k * 128 + 128 <= 4096
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 32) 1) 32) 32)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ (* (mod bx 32) 128) 128) 4096)))
  (not a!1)))
(check-sat)

; obligation 4: T.copy read x[pid_m * 32, pid_k * 128] (32 x 128) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 32) 1) 32) 32)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (- (+ (* (div bx 32) 32) 32) 1))
      (a!2 (- (+ (* (mod bx 32) 128) 128) 1)))
  (not (< (+ 0 (* a!1 4096) (* a!2 1)) 2147483648))))
(check-sat)

; obligation 5: store s[pid_m, pid_k * 4 + g] | dim 0 lower: pid_m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun g_1 () Int)
(assert (let ((a!1 (* (div (- (+ M 32) 1) 32) 32)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= g_1 0) (< g_1 4)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (div bx 32) 0)))
(check-sat)

; obligation 6: store s[pid_m, pid_k * 4 + g] | dim 0 upper: pid_m + 1 <= (M + 32 - 1) // 32
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun g_1 () Int)
(assert (let ((a!1 (* (div (- (+ M 32) 1) 32) 32)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= g_1 0) (< g_1 4)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ (div bx 32) 1) (div (- (+ M 32) 1) 32))))
  (not a!1)))
(check-sat)

; obligation 7: store s[pid_m, pid_k * 4 + g] | dim 1 lower: pid_k * 4 + g >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun g_1 () Int)
(assert (let ((a!1 (* (div (- (+ M 32) 1) 32) 32)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= g_1 0) (< g_1 4)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (>= (+ (* (mod bx 32) 4) g_1) 0)))
  (not a!1)))
(check-sat)

; obligation 8: store s[pid_m, pid_k * 4 + g] | dim 1 upper: pid_k * 4 + g + 1 <= 128
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun g_1 () Int)
(assert (let ((a!1 (* (div (- (+ M 32) 1) 32) 32)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= g_1 0) (< g_1 4)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ (* (mod bx 32) 4) g_1 1) 128)))
  (not a!1)))
(check-sat)

; obligation 9: store s[pid_m, pid_k * 4 + g] | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun g_1 () Int)
(assert (let ((a!1 (* (div (- (+ M 32) 1) 32) 32)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= g_1 0) (< g_1 4)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (div bx 32) 1) 1) 128))
      (a!2 (- (+ (* (mod bx 32) 4) g_1 1) 1)))
  (not (< (+ 0 a!1 (* a!2 1)) 2147483648))))
(check-sat)

; obligation 10: T.copy write y[pid_m * 32, pid_k * 128] (32 x 128) | dim 0 lower: pid_m * 32 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 32) 1) 32) 32)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* (div bx 32) 32) 0)))
(check-sat)

; obligation 11: T.copy write y[pid_m * 32, pid_k * 128] (32 x 128) | dim 0 upper: pid_m * 32 + 32 <= M
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 32) 1) 32) 32)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ (* (div bx 32) 32) 32) M)))
  (not a!1)))
(check-sat)

; obligation 12: T.copy write y[pid_m * 32, pid_k * 128] (32 x 128) | dim 1 lower: pid_k * 128 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 32) 1) 32) 32)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* (mod bx 32) 128) 0)))
(check-sat)

; obligation 13: T.copy write y[pid_m * 32, pid_k * 128] (32 x 128) | dim 1 upper: pid_k * 128 + 128 <= 4096
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 32) 1) 32) 32)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ (* (mod bx 32) 128) 128) 4096)))
  (not a!1)))
(check-sat)

; obligation 14: T.copy write y[pid_m * 32, pid_k * 128] (32 x 128) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (* (div (- (+ M 32) 1) 32) 32)))
  (and (>= bx 0) (< bx (+ 0 a!1)))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (- (+ (* (div bx 32) 32) 32) 1))
      (a!2 (- (+ (* (mod bx 32) 128) 128) 1)))
  (not (< (+ 0 (* a!1 4096) (* a!2 1)) 2147483648))))
(check-sat)
