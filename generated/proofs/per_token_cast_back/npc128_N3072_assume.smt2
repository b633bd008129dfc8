; obligation 0: T.copy read x[bx, 0] (1 x 3072) | dim 0 lower: bx >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= bx 0)))
(check-sat)

; obligation 1: T.copy read x[bx, 0] (1 x 3072) | dim 0 upper: bx + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ bx 1) M)))
(check-sat)

; obligation 2: T.copy read x[bx, 0] (1 x 3072) | dim 1 lower: 0 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 3: T.copy read x[bx, 0] (1 x 3072) | dim 1 upper: 0 + 3072 <= 3072
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 4: T.copy read x[bx, 0] (1 x 3072) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (+ 0 (* (- (+ bx 1) 1) 3072) 3071)))
  (not (< a!1 2147483648))))
(check-sat)

; obligation 5: T.copy read s[bx, 0] (1 x 24) | dim 0 lower: bx >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= bx 0)))
(check-sat)

; obligation 6: T.copy read s[bx, 0] (1 x 24) | dim 0 upper: bx + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ bx 1) M)))
(check-sat)

; obligation 7: T.copy read s[bx, 0] (1 x 24) | dim 1 lower: 0 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 8: T.copy read s[bx, 0] (1 x 24) | dim 1 upper: 0 + 24 <= 24
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 9: T.copy read s[bx, 0] (1 x 24) | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (+ 0 (* (- (+ bx 1) 1) 24) 23)))
  (not (< a!1 2147483648))))
(check-sat)

; obligation 10: T.copy write y[bx, 0] (1 x 3072) | dim 0 lower: bx >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= bx 0)))
(check-sat)

; obligation 11: T.copy write y[bx, 0] (1 x 3072) | dim 0 upper: bx + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ bx 1) M)))
(check-sat)

; obligation 12: T.copy write y[bx, 0] (1 x 3072) | dim 1 lower: 0 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 13: T.copy write y[bx, 0] (1 x 3072) | dim 1 upper: 0 + 3072 <= 3072
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not true))
(check-sat)

; obligation 14: T.copy write y[bx, 0] (1 x 3072) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (+ 0 (* (- (+ bx 1) 1) 3072) 3071)))
  (not (< a!1 2147483648))))
(check-sat)
