; obligation 0: T.copy read x[bx * 16, by * 256] (16 x 256) | dim 0 lower: bx * 16 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= by 0) (< by 8)))
(assert (= (mod M 16) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* bx 16) 0)))
(check-sat)

; obligation 1: T.copy read x[bx * 16, by * 256] (16 x 256) | dim 0 upper: bx * 16 + 16 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= by 0) (< by 8)))
(assert (= (mod M 16) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* bx 16) 16) M)))
(check-sat)

; obligation 2: T.copy read x[bx * 16, by * 256] (16 x 256) | dim 1 lower: by * 256 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= by 0) (< by 8)))
(assert (= (mod M 16) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* by 256) 0)))
(check-sat)

; obligation 3: T.copy read x[bx * 16, by * 256] (16 x 256) | dim 1 upper: by * 256 + 256 <= 2048
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= by 0) (< by 8)))
(assert (= (mod M 16) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* by 256) 256) 2048)))
(check-sat)

; obligation 4: T.copy read x[bx * 16, by * 256] (16 x 256) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= by 0) (< by 8)))
(assert (= (mod M 16) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (* bx 16) 16) 1) 2048))
      (a!2 (* (- (+ (* by 256) 256) 1) 1)))
  (not (< (+ 0 a!1 a!2) 2147483648))))
(check-sat)

; obligation 5: T.copy write x[bx * 16, by * 256] (16 x 256) | dim 0 lower: bx * 16 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= by 0) (< by 8)))
(assert (= (mod M 16) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* bx 16) 0)))
(check-sat)

; obligation 6: T.copy write x[bx * 16, by * 256] (16 x 256) | dim 0 upper: bx * 16 + 16 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= by 0) (< by 8)))
(assert (= (mod M 16) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* bx 16) 16) M)))
(check-sat)

; obligation 7: T.copy write x[bx * 16, by * 256] (16 x 256) | dim 1 lower: by * 256 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= by 0) (< by 8)))
(assert (= (mod M 16) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* by 256) 0)))
(check-sat)

; obligation 8: T.copy write x[bx * 16, by * 256] (16 x 256) | dim 1 upper: by * 256 + 256 <= 2048
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= by 0) (< by 8)))
(assert (= (mod M 16) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* by 256) 256) 2048)))
(check-sat)

; obligation 9: T.copy write x[bx * 16, by * 256] (16 x 256) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= by 0) (< by 8)))
(assert (= (mod M 16) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (* bx 16) 16) 1) 2048))
      (a!2 (* (- (+ (* by 256) 256) 1) 1)))
  (not (< (+ 0 a!1 a!2) 2147483648))))
(check-sat)
