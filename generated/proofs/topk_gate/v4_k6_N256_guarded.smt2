; obligation 0: T.copy read scores[bx * 16, 0] (16 x 256) | dim 0 lower: bx * 16 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not (>= (* bx 16) 0)))
(check-sat)

; obligation 1: T.copy read scores[bx * 16, 0] (16 x 256) | dim 0 upper: bx * 16 + 16 <= M
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not (<= (+ (* bx 16) 16) M)))
(check-sat)

; obligation 2: T.copy read scores[bx * 16, 0] (16 x 256) | dim 1 lower: 0 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not true))
(check-sat)

; obligation 3: T.copy read scores[bx * 16, 0] (16 x 256) | dim 1 upper: 0 + 256 <= 256
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not true))
(check-sat)

; obligation 4: T.copy read scores[bx * 16, 0] (16 x 256) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (let ((a!1 (* (- (+ (* bx 16) 16) 1) 256)))
  (not (< (+ 0 a!1 255) 2147483648))))
(check-sat)

; obligation 5: T.copy read bias[0] (256) | dim 0 lower: 0 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not true))
(check-sat)

; obligation 6: T.copy read bias[0] (256) | dim 0 upper: 0 + 256 <= 256
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not true))
(check-sat)

; obligation 7: T.copy read bias[0] (256) | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not true))
(check-sat)

; obligation 8: T.copy write weights[bx * 16, 0] (16 x 6) | dim 0 lower: bx * 16 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not (>= (* bx 16) 0)))
(check-sat)

; obligation 9: T.copy write weights[bx * 16, 0] (16 x 6) | dim 0 upper: bx * 16 + 16 <= M
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not (<= (+ (* bx 16) 16) M)))
(check-sat)

; obligation 10: T.copy write weights[bx * 16, 0] (16 x 6) | dim 1 lower: 0 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not true))
(check-sat)

; obligation 11: T.copy write weights[bx * 16, 0] (16 x 6) | dim 1 upper: 0 + 6 <= 6
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not true))
(check-sat)

; obligation 12: T.copy write weights[bx * 16, 0] (16 x 6) | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (let ((a!1 (* (- (+ (* bx 16) 16) 1) 6)))
  (not (< (+ 0 a!1 5) 2147483648))))
(check-sat)

; obligation 13: T.copy write indices[bx * 16, 0] (16 x 6) | dim 0 lower: bx * 16 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not (>= (* bx 16) 0)))
(check-sat)

; obligation 14: T.copy write indices[bx * 16, 0] (16 x 6) | dim 0 upper: bx * 16 + 16 <= M
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not (<= (+ (* bx 16) 16) M)))
(check-sat)

; obligation 15: T.copy write indices[bx * 16, 0] (16 x 6) | dim 1 lower: 0 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not true))
(check-sat)

; obligation 16: T.copy write indices[bx * 16, 0] (16 x 6) | dim 1 upper: 0 + 6 <= 6
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not true))
(check-sat)

; obligation 17: T.copy write indices[bx * 16, 0] (16 x 6) | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (let ((a!1 (* (- (+ (* bx 16) 16) 1) 6)))
  (not (< (+ 0 a!1 5) 2147483648))))
(check-sat)
