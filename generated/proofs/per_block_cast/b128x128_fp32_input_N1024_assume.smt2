; obligation 0: T.copy read x[bx * 128, by * 128] (128 x 128) | dim 0 lower: bx * 128 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= by 0) (< by 8)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* bx 128) 0)))
(check-sat)

; obligation 1: T.copy read x[bx * 128, by * 128] (128 x 128) | dim 0 upper: bx * 128 + 128 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= by 0) (< by 8)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* bx 128) 128) M)))
(check-sat)

; obligation 2: T.copy read x[bx * 128, by * 128] (128 x 128) | dim 1 lower: by * 128 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= by 0) (< by 8)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* by 128) 0)))
(check-sat)

; obligation 3: T.copy read x[bx * 128, by * 128] (128 x 128) | dim 1 upper: by * 128 + 128 <= 1024
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= by 0) (< by 8)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* by 128) 128) 1024)))
(check-sat)

; obligation 4: T.copy read x[bx * 128, by * 128] (128 x 128) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= by 0) (< by 8)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (* bx 128) 128) 1) 1024))
      (a!2 (* (- (+ (* by 128) 128) 1) 1)))
  (not (< (+ 0 a!1 a!2) 2147483648))))
(check-sat)

; obligation 5: store s[bx, by + g] | dim 0 lower: bx >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun g () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= by 0) (< by 8)))
(assert (and (>= g 0) (< g 1)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= bx 0)))
(check-sat)

; obligation 6: store s[bx, by + g] | dim 0 upper: bx + 1 <= (M + 128 - 1) // 128
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun g () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= by 0) (< by 8)))
(assert (and (>= g 0) (< g 1)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (<= (+ bx 1) (div (- (+ M 128) 1) 128))))
  (not a!1)))
(check-sat)

; obligation 7: store s[bx, by + g] | dim 1 lower: by + g >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun g () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= by 0) (< by 8)))
(assert (and (>= g 0) (< g 1)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ by g) 0)))
(check-sat)

; obligation 8: store s[bx, by + g] | dim 1 upper: by + g + 1 <= 8
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun g () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= by 0) (< by 8)))
(assert (and (>= g 0) (< g 1)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ by g 1) 8)))
(check-sat)

; obligation 9: store s[bx, by + g] | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun g () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= by 0) (< by 8)))
(assert (and (>= g 0) (< g 1)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (+ 0 (* (- (+ bx 1) 1) 8) (* (- (+ by g 1) 1) 1))))
  (not (< a!1 2147483648))))
(check-sat)

; obligation 10: T.copy write y[bx * 128, by * 128] (128 x 128) | dim 0 lower: bx * 128 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= by 0) (< by 8)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* bx 128) 0)))
(check-sat)

; obligation 11: T.copy write y[bx * 128, by * 128] (128 x 128) | dim 0 upper: bx * 128 + 128 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= by 0) (< by 8)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* bx 128) 128) M)))
(check-sat)

; obligation 12: T.copy write y[bx * 128, by * 128] (128 x 128) | dim 1 lower: by * 128 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= by 0) (< by 8)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* by 128) 0)))
(check-sat)

; obligation 13: T.copy write y[bx * 128, by * 128] (128 x 128) | dim 1 upper: by * 128 + 128 <= 1024
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= by 0) (< by 8)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* by 128) 128) 1024)))
(check-sat)

; obligation 14: T.copy write y[bx * 128, by * 128] (128 x 128) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (+ 0 (div (- (+ M 128) 1) 128))))
  (and (>= bx 0) (< bx a!1))))
(assert (and (>= by 0) (< by 8)))
(assert (= (mod M 128) 0))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (* bx 128) 128) 1) 1024))
      (a!2 (* (- (+ (* by 128) 128) 1) 1)))
  (not (< (+ 0 a!1 a!2) 2147483648))))
(check-sat)
