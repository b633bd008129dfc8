; obligation 0: T.copy read x[bx, by * 7168] (1 x 7168) | dim 0 lower: bx >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= bx 0)))
(check-sat)

; obligation 1: T.copy read x[bx, by * 7168] (1 x 7168) | dim 0 upper: bx + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ bx 1) M)))
(check-sat)

; obligation 2: T.copy read x[bx, by * 7168] (1 x 7168) | dim 1 lower: by * 7168 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* by 7168) 0)))
(check-sat)

; obligation 3: T.copy read x[bx, by * 7168] (1 x 7168) | dim 1 upper: by * 7168 + 7168 <= 7168
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* by 7168) 7168) 7168)))
(check-sat)

; obligation 4: T.copy read x[bx, by * 7168] (1 x 7168) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (* by 7168) 7168) 1) 1)))
(let ((a!2 (+ 0 (* (- (+ bx 1) 1) 7168) a!1)))
  (not (< a!2 2147483648)))))
(check-sat)

; obligation 5: store s[bx + i, by + g] | dim 0 lower: bx + i >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun g () Int)
(declare-fun i () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert (and (>= i 0) (< i 1)))
(assert (and (>= g 0) (< g 1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ bx i) 0)))
(check-sat)

; obligation 6: store s[bx + i, by + g] | dim 0 upper: bx + i + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun g () Int)
(declare-fun i () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert (and (>= i 0) (< i 1)))
(assert (and (>= g 0) (< g 1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ bx i 1) M)))
(check-sat)

; obligation 7: store s[bx + i, by + g] | dim 1 lower: by + g >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun g () Int)
(declare-fun i () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert (and (>= i 0) (< i 1)))
(assert (and (>= g 0) (< g 1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ by g) 0)))
(check-sat)

; obligation 8: store s[bx + i, by + g] | dim 1 upper: by + g + 1 <= 1
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun g () Int)
(declare-fun i () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert (and (>= i 0) (< i 1)))
(assert (and (>= g 0) (< g 1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ by g 1) 1)))
(check-sat)

; obligation 9: store s[bx + i, by + g] | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun g () Int)
(declare-fun i () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert (and (>= i 0) (< i 1)))
(assert (and (>= g 0) (< g 1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (+ 0 (* (- (+ bx i 1) 1) 1) (* (- (+ by g 1) 1) 1))))
  (not (< a!1 2147483648))))
(check-sat)

; obligation 10: T.copy write y[bx, by * 7168] (1 x 7168) | dim 0 lower: bx >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= bx 0)))
(check-sat)

; obligation 11: T.copy write y[bx, by * 7168] (1 x 7168) | dim 0 upper: bx + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ bx 1) M)))
(check-sat)

; obligation 12: T.copy write y[bx, by * 7168] (1 x 7168) | dim 1 lower: by * 7168 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* by 7168) 0)))
(check-sat)

; obligation 13: T.copy write y[bx, by * 7168] (1 x 7168) | dim 1 upper: by * 7168 + 7168 <= 7168
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* by 7168) 7168) 7168)))
(check-sat)

; obligation 14: T.copy write y[bx, by * 7168] (1 x 7168) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (* by 7168) 7168) 1) 1)))
(let ((a!2 (+ 0 (* (- (+ bx 1) 1) 7168) a!1)))
  (not (< a!2 2147483648)))))
(check-sat)
