; obligation 0: T.copy read x[pid_m, pid_k * 1024] (1 x 1024) | dim 0 lower: pid_m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (* (- (+ M 1) 1) 2))))
  (and (>= bx 0) (< bx a!1))))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (div bx 2) 0)))
(check-sat)

; obligation 1: T.copy read x[pid_m, pid_k * 1024] (1 x 1024) | dim 0 upper: pid_m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (* (- (+ M 1) 1) 2))))
  (and (>= bx 0) (< bx a!1))))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (div bx 2) 1) M)))
(check-sat)

; obligation 2: T.copy read x[pid_m, pid_k * 1024] (1 x 1024) | dim 1 lower: pid_k * 1024 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (* (- (+ M 1) 1) 2))))
  (and (>= bx 0) (< bx a!1))))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* (mod bx 2) 1024) 0)))
(check-sat)

; obligation 3: T.copy read x[pid_m, pid_k * 1024] (1 x 1024) | dim 1 upper: pid_k * 1024 + 1024 <= 4096
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (* (- (+ M 1) 1) 2))))
  (and (>= bx 0) (< bx a!1))))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ (* (mod bx 2) 1024) 1024) 4096)))
  (not a!1)))
(check-sat)

; obligation 4: T.copy read x[pid_m, pid_k * 1024] (1 x 1024) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (* (- (+ M 1) 1) 2))))
  (and (>= bx 0) (< bx a!1))))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (div bx 2) 1) 1) 4096))
      (a!2 (- (+ (* (mod bx 2) 1024) 1024) 1)))
  (not (< (+ 0 a!1 (* a!2 1)) 2147483648))))
(check-sat)

; obligation 5: T.copy read x[pid_m, 2048 + pid_k * 1024] (1 x 1024) | dim 0 lower: pid_m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (* (- (+ M 1) 1) 2))))
  (and (>= bx 0) (< bx a!1))))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (div bx 2) 0)))
(check-sat)

; obligation 6: T.copy read x[pid_m, 2048 + pid_k * 1024] (1 x 1024) | dim 0 upper: pid_m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (* (- (+ M 1) 1) 2))))
  (and (>= bx 0) (< bx a!1))))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (div bx 2) 1) M)))
(check-sat)

; obligation 7: T.copy read x[pid_m, 2048 + pid_k * 1024] (1 x 1024) | dim 1 lower: 2048 + pid_k * 1024 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (* (- (+ M 1) 1) 2))))
  (and (>= bx 0) (< bx a!1))))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (>= (+ 2048 (* (mod bx 2) 1024)) 0)))
  (not a!1)))
(check-sat)

; obligation 8: T.copy read x[pid_m, 2048 + pid_k * 1024] (1 x 1024) | dim 1 upper: 2048 + pid_k * 1024 + 1024 <= 4096
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (* (- (+ M 1) 1) 2))))
  (and (>= bx 0) (< bx a!1))))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ 2048 (* (mod bx 2) 1024) 1024) 4096)))
  (not a!1)))
(check-sat)

; obligation 9: T.copy read x[pid_m, 2048 + pid_k * 1024] (1 x 1024) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (* (- (+ M 1) 1) 2))))
  (and (>= bx 0) (< bx a!1))))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (div bx 2) 1) 1) 4096))
      (a!2 (- (+ 2048 (* (mod bx 2) 1024) 1024) 1)))
  (not (< (+ 0 a!1 (* a!2 1)) 2147483648))))
(check-sat)

; obligation 10: T.copy read w[pid_m] (1) | dim 0 lower: pid_m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (* (- (+ M 1) 1) 2))))
  (and (>= bx 0) (< bx a!1))))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (div bx 2) 0)))
(check-sat)

; obligation 11: T.copy read w[pid_m] (1) | dim 0 upper: pid_m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (* (- (+ M 1) 1) 2))))
  (and (>= bx 0) (< bx a!1))))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (div bx 2) 1) M)))
(check-sat)

; obligation 12: T.copy read w[pid_m] (1) | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (* (- (+ M 1) 1) 2))))
  (and (>= bx 0) (< bx a!1))))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (div bx 2) 1) 1) 1)))
  (not (< (+ 0 a!1) 2147483648))))
(check-sat)

; obligation 13: store s[pid_m + i, pid_k * 8 + g] | dim 0 lower: pid_m + i >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun g () Int)
(declare-fun i_1 () Int)
(assert (let ((a!1 (+ 0 (* (- (+ M 1) 1) 2))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= i_1 0) (< i_1 1)))
(assert (and (>= g 0) (< g 8)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ (div bx 2) i_1) 0)))
(check-sat)

; obligation 14: store s[pid_m + i, pid_k * 8 + g] | dim 0 upper: pid_m + i + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun g () Int)
(declare-fun i_1 () Int)
(assert (let ((a!1 (+ 0 (* (- (+ M 1) 1) 2))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= i_1 0) (< i_1 1)))
(assert (and (>= g 0) (< g 8)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (div bx 2) i_1 1) M)))
(check-sat)

; obligation 15: store s[pid_m + i, pid_k * 8 + g] | dim 1 lower: pid_k * 8 + g >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun g () Int)
(declare-fun i_1 () Int)
(assert (let ((a!1 (+ 0 (* (- (+ M 1) 1) 2))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= i_1 0) (< i_1 1)))
(assert (and (>= g 0) (< g 8)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (>= (+ (* (mod bx 2) 8) g) 0)))
  (not a!1)))
(check-sat)

; obligation 16: store s[pid_m + i, pid_k * 8 + g] | dim 1 upper: pid_k * 8 + g + 1 <= 16
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun g () Int)
(declare-fun i_1 () Int)
(assert (let ((a!1 (+ 0 (* (- (+ M 1) 1) 2))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= i_1 0) (< i_1 1)))
(assert (and (>= g 0) (< g 8)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ (* (mod bx 2) 8) g 1) 16)))
  (not a!1)))
(check-sat)

; obligation 17: store s[pid_m + i, pid_k * 8 + g] | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun g () Int)
(declare-fun i_1 () Int)
(assert (let ((a!1 (+ 0 (* (- (+ M 1) 1) 2))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= i_1 0) (< i_1 1)))
(assert (and (>= g 0) (< g 8)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (div bx 2) i_1 1) 1) 16))
      (a!2 (- (+ (* (mod bx 2) 8) g 1) 1)))
  (not (< (+ 0 a!1 (* a!2 1)) 2147483648))))
(check-sat)

; obligation 18: T.copy write y[pid_m, pid_k * 1024] (1 x 1024) | dim 0 lower: pid_m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (* (- (+ M 1) 1) 2))))
  (and (>= bx 0) (< bx a!1))))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (div bx 2) 0)))
(check-sat)

; obligation 19: T.copy write y[pid_m, pid_k * 1024] (1 x 1024) | dim 0 upper: pid_m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (* (- (+ M 1) 1) 2))))
  (and (>= bx 0) (< bx a!1))))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (div bx 2) 1) M)))
(check-sat)

; obligation 20: T.copy write y[pid_m, pid_k * 1024] (1 x 1024) | dim 1 lower: pid_k * 1024 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (* (- (+ M 1) 1) 2))))
  (and (>= bx 0) (< bx a!1))))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* (mod bx 2) 1024) 0)))
(check-sat)

; obligation 21: T.copy write y[pid_m, pid_k * 1024] (1 x 1024) | dim 1 upper: pid_k * 1024 + 1024 <= 2048
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (* (- (+ M 1) 1) 2))))
  (and (>= bx 0) (< bx a!1))))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ (* (mod bx 2) 1024) 1024) 2048)))
  (not a!1)))
(check-sat)

; obligation 22: T.copy write y[pid_m, pid_k * 1024] (1 x 1024) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (+ 0 (* (- (+ M 1) 1) 2))))
  (and (>= bx 0) (< bx a!1))))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (div bx 2) 1) 1) 2048))
      (a!2 (- (+ (* (mod bx 2) 1024) 1024) 1)))
  (not (< (+ 0 a!1 (* a!2 1)) 2147483648))))
(check-sat)
