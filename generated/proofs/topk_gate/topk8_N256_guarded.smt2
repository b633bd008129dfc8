; obligation 0: T.copy read scores[bx * 8, 0] (8 x 256) | dim 0 lower: bx * 8 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 8) 1) 8))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not (>= (* bx 8) 0)))
(check-sat)

; obligation 1: T.copy read scores[bx * 8, 0] (8 x 256) | dim 0 upper: bx * 8 + 8 <= M
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 8) 1) 8))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not (<= (+ (* bx 8) 8) M)))
(check-sat)

; obligation 2: T.copy read scores[bx * 8, 0] (8 x 256) | dim 1 lower: 0 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 8) 1) 8))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not true))
(check-sat)

; obligation 3: T.copy read scores[bx * 8, 0] (8 x 256) | dim 1 upper: 0 + 256 <= 256
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 8) 1) 8))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not true))
(check-sat)

; obligation 4: T.copy read scores[bx * 8, 0] (8 x 256) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 8) 1) 8))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (let ((a!1 (* (- (+ (* bx 8) 8) 1) 256)))
  (not (< (+ 0 a!1 255) 2147483648))))
(check-sat)

; obligation 5: T.copy write indices[bx * 8, 0] (8 x 8) | dim 0 lower: bx * 8 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 8) 1) 8))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not (>= (* bx 8) 0)))
(check-sat)

; obligation 6: T.copy write indices[bx * 8, 0] (8 x 8) | dim 0 upper: bx * 8 + 8 <= M
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 8) 1) 8))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not (<= (+ (* bx 8) 8) M)))
(check-sat)

; obligation 7: T.copy write indices[bx * 8, 0] (8 x 8) | dim 1 lower: 0 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 8) 1) 8))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not true))
(check-sat)

; obligation 8: T.copy write indices[bx * 8, 0] (8 x 8) | dim 1 upper: 0 + 8 <= 8
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 8) 1) 8))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not true))
(check-sat)

; obligation 9: T.copy write indices[bx * 8, 0] (8 x 8) | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun tx () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 8) 1) 8))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= M 0) (<= M 16777216)))
(assert (and (>= tx 0) (< tx 128)))
(assert (let ((a!1 (* (- (+ (* bx 8) 8) 1) 8)))
  (not (< (+ 0 a!1 7) 2147483648))))
(check-sat)
